/**
 * Security headers of the static site. The Content-Security-Policy allows scripts from this site, the configured
 * analytics and ad hosts, and the inline scripts of this build by their hashes (computed from the emitted HTML),
 * never 'unsafe-inline'. Styles need 'unsafe-inline': Emotion (Material UI) writes <style> tags at run time, and a
 * static site cannot give them a per-response nonce.
 */
import crypto from 'node:crypto';
import type { Environment } from '@/config/environment';

/** Google Analytics 4: gtag.js and where it sends its hits. */
const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const GA_CONNECT_ORIGINS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
/** Where the demo toolbar posts its sandboxes (StackBlitz, CodeSandbox). */
const SANDBOX_FORM_ORIGINS = ['https://stackblitz.com', 'https://codesandbox.io'];

/** Browser features the documentation never uses. */
export const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].join(', ');

/** The origin of a configured URL (already validated by parseEnvironment), or null when it is unset. */
function originOf(url: string | null): string | null {
  return url === null ? null : new URL(url).origin;
}

/** `'sha256-…'` source of an inline script's exact text. */
export function hashInlineScript(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline script of an HTML document that a browser would run (JSON data blocks excluded). */
export function extractInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    const executable = !type || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
    if (!/\ssrc=/i.test(attributes) && executable && match[2]) {
      scripts.push(match[2]);
    }
  }
  return scripts;
}

/** The site's policy, from the hashes of the build's inline scripts and the build's settings (ads, analytics). */
export function buildContentSecurityPolicy({
  scriptHashes,
  environment,
}: {
  scriptHashes: string[];
  environment: Environment;
}): string {
  const { ads } = environment;
  const adScript = ads.enabled ? originOf(ads.scriptUrl) : null;
  const adNetwork = ads.enabled ? originOf(ads.networkUrl) : null;
  const analytics = environment.gaMeasurementId !== null;
  const unique = (list: (string | null)[]) => [...new Set(list.filter((item): item is string => Boolean(item)))];

  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...[...scriptHashes].sort(), adScript, analytics ? GA_SCRIPT_ORIGIN : null]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique([
      "'self'",
      'data:',
      adScript,
      adNetwork,
      ...environment.adAssetOrigins,
      ...(analytics ? GA_CONNECT_ORIGINS : []),
    ]),
    'connect-src': unique([
      "'self'",
      adScript,
      adNetwork,
      ...environment.adAssetOrigins,
      ...(analytics ? GA_CONNECT_ORIGINS : []),
    ]),
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...SANDBOX_FORM_ORIGINS],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The live-edit runner's page (src/pages/x/demo-runner.tsx): the only path served with the runner's policy. */
export const RUNNER_PATH = '/x/demo-runner/';

/**
 * The runner's policy. It allows scripts from `blob:` URLs made in its own document (the reader's edited code,
 * compiled in the browser, is loaded that way; no page allows 'unsafe-eval'), and is safe to because of what it can
 * reach: `sandbox allow-scripts` gives it an opaque origin even when opened directly (no cookies, storage or service worker of the
 * site, no navigating the page, no forms, no popups), and it may fetch and load scripts from this site only.
 */
export function buildRunnerContentSecurityPolicy({ scriptHashes }: { scriptHashes: string[] }): string {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'blob:', ...[...scriptHashes].sort()],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
    sandbox: ['allow-scripts'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header of the HTML, given the policy. */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
