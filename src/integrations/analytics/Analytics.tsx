import { usePageViews } from './usePageViews';
import { useUserProperties } from './useUserProperties';

/**
 * What analytics learns from React: page views of client-side navigations and preferences changed in the settings.
 * The page load itself (library, first page view, clicks, starting properties, web vitals) is reported without React
 * (startAnalytics, from src/integrations/startIntegrations.ts). Renders nothing; mount once, inside the theme and
 * code-preference providers.
 */
export function Analytics() {
  usePageViews();
  useUserProperties();
  return null;
}
