export interface AdsConfig {
  /** False removes the ad slot from every page. */
  enabled: boolean;
  /** Third-party ad script loaded into the slot for image ads (Carbon's carbon.js); null serves house ads instead. */
  scriptUrl: string | null;
  /** Ad network endpoint answering `{ ads: [...] }`, used for text ads; null serves house ads instead. */
  networkUrl: string | null;
}

const SWITCH: Record<string, boolean> = { on: true, true: true, '1': true, off: false, false: false, '0': false };

function parseSwitch(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value) {
    return true;
  }
  const enabled = SWITCH[value];
  if (enabled === undefined) {
    throw new Error(`${name} is ${JSON.stringify(raw)}: use "on" or "off" (unset means on).`);
  }
  return enabled;
}

function parseConfiguredUrl(name: string, raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} is ${JSON.stringify(raw)}, which is not an absolute URL. Use https://…, or leave it unset.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(raw)}.`);
  }
  return url.href;
}

/** Whether `NEXT_PUBLIC_ADS` turns ads on (`on`/`true`/`1`, or unset) or off (`off`/`false`/`0`); anything else throws. */
function adsEnabled(raw: string | undefined): boolean {
  return parseSwitch('NEXT_PUBLIC_ADS', raw);
}

/** Reads the build-time ad settings; a wrong value stops the build with a message naming the variable. */
export function parseAdsConfig(env: { ads?: string; scriptUrl?: string; networkUrl?: string }): AdsConfig {
  return {
    enabled: adsEnabled(env.ads),
    scriptUrl: parseConfiguredUrl('NEXT_PUBLIC_AD_SCRIPT_URL', env.scriptUrl),
    networkUrl: parseConfiguredUrl('NEXT_PUBLIC_AD_NETWORK_URL', env.networkUrl),
  };
}

/** The origins of `NEXT_PUBLIC_AD_ASSET_ORIGINS`, separated by commas or spaces; an entry that is not a URL throws. */
export function parseAdAssetOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  return [
    ...new Set(entries.map((entry) => new URL(parseConfiguredUrl('NEXT_PUBLIC_AD_ASSET_ORIGINS', entry)!).origin)),
  ];
}
