import { describe, expect, it } from 'vitest';
import { normalizeExportHtml, normalizeExportPath, withoutScriptList } from './normalizeExportPath';

const BUILD = 'Xy7_Qk2pL0aZ';

describe('normalizeExportPath', () => {
  it('replaces the build id, content hashes and numeric chunk ids', () => {
    expect(normalizeExportPath(`_next/static/${BUILD}/_buildManifest.js`, BUILD)).toBe(
      '_next/static/<build>/_buildManifest.js',
    );
    expect(normalizeExportPath('_next/static/chunks/pages/_app-3fa91c0d2b7e4a15.js', BUILD)).toBe(
      '_next/static/chunks/pages/_app-<hash>.js',
    );
    expect(normalizeExportPath('_next/static/chunks/4123-9c0d2b7e4a153fa1.js', BUILD)).toBe(
      '_next/static/chunks/<id>-<hash>.js',
    );
    expect(normalizeExportPath(`_next/static/chunks/lazy/871.${BUILD}.js`, BUILD)).toBe(
      '_next/static/chunks/lazy/<id>.<build>.js',
    );
    expect(normalizeExportPath('_next/static/css/0a1b2c3d4e5f6a7b.css', BUILD)).toBe('_next/static/css/<hash>.css');
  });

  it('leaves page paths alone', () => {
    expect(normalizeExportPath('x/react-data-grid/editing/index.html', BUILD)).toBe(
      'x/react-data-grid/editing/index.html',
    );
    expect(normalizeExportPath('x/react-data-grid/editing.md', BUILD)).toBe('x/react-data-grid/editing.md');
  });
});

describe('normalizeExportHtml', () => {
  it('normalises the hashed URLs in a page and nothing else', () => {
    const html = `<script src="/_next/static/chunks/pages/_app-3fa91c0d2b7e4a15.js"></script><p>Build 2024</p><link href="/_next/static/${BUILD}/_ssgManifest.js">`;
    expect(normalizeExportHtml(html, BUILD)).toBe(
      '<script src="/_next/static/chunks/pages/_app-<hash>.js"></script><p>Build 2024</p><link href="/_next/static/<build>/_ssgManifest.js">',
    );
  });
});

describe('normalizeExportHtml and withoutScriptList', () => {
  it("normalises webpack's module ids in Next's page data", () => {
    expect(normalizeExportHtml('{"page":"/x","dynamicIds":[90404,12]}', BUILD)).toBe(
      '{"page":"/x","dynamicIds":[<id>,<id>]}',
    );
  });

  it('leaves out only the list of scripts', () => {
    const page = (list: string) => `<p>x</p><script id="__DOCS_SCRIPTS__" type="application/json">${list}</script>`;
    expect(withoutScriptList(page('["/a.js","/b.js"]'))).toBe(withoutScriptList(page('["/a.js"]')));
    expect(withoutScriptList(page('[]'))).toContain('<p>x</p>');
  });
});
