import { describe, expect, it } from 'vitest';
import { extractInlineScripts } from '../securityHeaders';
import { INTEGRATIONS_ATTRIBUTE, PAGE_SCRIPTS_ID, ROUTE_MANIFESTS_ID } from '@/boot/scriptLoader';
import { loadScriptsAfterFirstPaint, readListedScripts, readRouteManifests } from './scriptsAfterFirstPaint';

const page = [
  '<!DOCTYPE html><html><head><script>headScript()</script>',
  '<script defer="" nomodule="" src="/_next/static/chunks/polyfills.js"></script>',
  '<script defer="" src="/_next/static/chunks/49282.dynamic.js"></script>',
  '<script src="/_next/static/chunks/webpack.js" defer=""></script>',
  '<script src="/_next/static/chunks/pages/x/%5B...slug%5D.js" defer=""></script>',
  '<script src="/_next/static/build-id/_buildManifest.js" defer=""></script>',
  '<script src="/_next/static/build-id/_ssgManifest.js" defer=""></script>',
  '</head><body><div id="__next">text</div>',
  '<script id="__NEXT_DATA__" type="application/json">{}</script></body></html>',
].join('');

describe('loadScriptsAfterFirstPaint', () => {
  const rewritten = loadScriptsAfterFirstPaint(page);

  it("moves Next's scripts and its dynamic chunks, in order, into a JSON list the loader reads at the end of the body", () => {
    expect(rewritten).not.toContain('src="/_next/static/chunks/webpack.js"');
    expect(rewritten).not.toContain('src="/_next/static/chunks/49282.dynamic.js"');
    expect(rewritten).toContain(
      `<script id="${PAGE_SCRIPTS_ID}" type="application/json">["/_next/static/chunks/49282.dynamic.js","/_next/static/chunks/webpack.js","/_next/static/chunks/pages/x/%5B...slug%5D.js"]</script>` +
        `<script id="${ROUTE_MANIFESTS_ID}" type="application/json">["/_next/static/build-id/_buildManifest.js","/_next/static/build-id/_ssgManifest.js"]</script></body>`,
    );
    expect(rewritten.indexOf('__NEXT_DATA__')).toBeLessThan(rewritten.indexOf(PAGE_SCRIPTS_ID));
  });

  it("names the build's integrations module on the list", () => {
    const withBuildId = loadScriptsAfterFirstPaint(page.replace('>{}</script>', '>{"buildId":"b1"}</script>'));
    expect(withBuildId).toContain(
      `<script id="${PAGE_SCRIPTS_ID}" type="application/json" ${INTEGRATIONS_ATTRIBUTE}="/_next/static/b1/integrations/startIntegrations.js">`,
    );
  });

  it('reads the list back, for the bench', () => {
    expect(readListedScripts(rewritten)).toEqual([
      '/_next/static/chunks/49282.dynamic.js',
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/pages/x/%5B...slug%5D.js',
    ]);
    expect(readListedScripts(page)).toEqual([]);
    expect(readRouteManifests(rewritten)).toEqual([
      '/_next/static/build-id/_buildManifest.js',
      '/_next/static/build-id/_ssgManifest.js',
    ]);
  });

  it('keeps the polyfills for old browsers and the inline head script', () => {
    expect(rewritten).toContain('nomodule="" src="/_next/static/chunks/polyfills.js"');
    expect(rewritten).toContain('<script>headScript()</script>');
  });

  it("adds no inline script: the loader is part of the head's, which the policy allows by one hash", () => {
    expect(extractInlineScripts(rewritten)).toEqual(['headScript()']);
  });

  it('leaves a page without Next scripts as it is, and is idempotent', () => {
    expect(loadScriptsAfterFirstPaint('<html><body>static</body></html>')).toBe('<html><body>static</body></html>');
    expect(loadScriptsAfterFirstPaint(rewritten)).toBe(rewritten);
  });
});
