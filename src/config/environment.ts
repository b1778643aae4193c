import { parseAdAssetOrigins, parseAdsConfig, type AdsConfig } from '@/integrations/ads/adsConfig';
import { parseMeasurementId } from '@/integrations/analytics/analyticsConfig';
import { parseServiceWorkerHost } from '@/integrations/serviceWorker/serviceWorkerConfig';
import { parseSiteUrl } from '@/routing/siteUrl';

/** The build-time settings as the environment gives them (README, "Configuration"). */
export interface RawEnvironment {
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_SW_HOST?: string;
  NEXT_PUBLIC_ADS?: string;
  NEXT_PUBLIC_AD_SCRIPT_URL?: string;
  NEXT_PUBLIC_AD_NETWORK_URL?: string;
  NEXT_PUBLIC_AD_ASSET_ORIGINS?: string;
  NEXT_PUBLIC_GA_MEASUREMENT_ID?: string;
  NEXT_PUBLIC_DOCS_REPOSITORY_URL?: string;
  NEXT_PUBLIC_MUI_X_LICENSE_KEY?: string;
}

/** The settings once read: the app, the Content-Security-Policy and the build pipeline all use this one reading. */
export interface Environment {
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** The only host the service worker registers on. */
  serviceWorkerHost: string;
  ads: AdsConfig;
  /** Origins the ads' images and links load from, beyond the script and network hosts; empty when ads are off. */
  adAssetOrigins: string[];
  /** The Google Analytics 4 measurement id; null means analytics is off. */
  gaMeasurementId: string | null;
  /** Where this site's own sources live, for "Edit this page" and demo sources. */
  docsRepositoryUrl: string;
  /** The MUI X licence key the Pro and Premium demos use; null shows the library's watermark. */
  licenseKey: string | null;
}

const DEFAULT_DOCS_REPOSITORY_URL = 'https://github.com/mui/mui-x-docs';

/** Reads every setting; a wrong value throws a message naming its variable, so the build stops before it starts. */
export function parseEnvironment(raw: RawEnvironment): Environment {
  const ads = parseAdsConfig({
    ads: raw.NEXT_PUBLIC_ADS,
    scriptUrl: raw.NEXT_PUBLIC_AD_SCRIPT_URL,
    networkUrl: raw.NEXT_PUBLIC_AD_NETWORK_URL,
  });
  return {
    siteUrl: parseSiteUrl(raw.NEXT_PUBLIC_SITE_URL),
    serviceWorkerHost: parseServiceWorkerHost(raw.NEXT_PUBLIC_SW_HOST),
    ads,
    adAssetOrigins: ads.enabled ? parseAdAssetOrigins(raw.NEXT_PUBLIC_AD_ASSET_ORIGINS) : [],
    gaMeasurementId: parseMeasurementId(raw.NEXT_PUBLIC_GA_MEASUREMENT_ID),
    docsRepositoryUrl: raw.NEXT_PUBLIC_DOCS_REPOSITORY_URL?.trim() || DEFAULT_DOCS_REPOSITORY_URL,
    licenseKey: raw.NEXT_PUBLIC_MUI_X_LICENSE_KEY?.trim() || null,
  };
}

// Next.js inlines NEXT_PUBLIC_ variables into the browser's bundles only when each is written out in full, as here:
// this is the one place that reads them.
export const ENVIRONMENT: Environment = parseEnvironment({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SW_HOST: process.env.NEXT_PUBLIC_SW_HOST,
  NEXT_PUBLIC_ADS: process.env.NEXT_PUBLIC_ADS,
  NEXT_PUBLIC_AD_SCRIPT_URL: process.env.NEXT_PUBLIC_AD_SCRIPT_URL,
  NEXT_PUBLIC_AD_NETWORK_URL: process.env.NEXT_PUBLIC_AD_NETWORK_URL,
  NEXT_PUBLIC_AD_ASSET_ORIGINS: process.env.NEXT_PUBLIC_AD_ASSET_ORIGINS,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
  NEXT_PUBLIC_DOCS_REPOSITORY_URL: process.env.NEXT_PUBLIC_DOCS_REPOSITORY_URL,
  NEXT_PUBLIC_MUI_X_LICENSE_KEY: process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY,
});
