/**
 * A site file's path with what changes on every build replaced: the build id and content hashes in chunk and stylesheet
 * names, and webpack's numeric chunk ids. Two builds of the same sources then list the same paths.
 */
export function normalizeExportPath(file: string, buildId: string): string {
  return file
    .split(buildId)
    .join('<build>')
    .replace(/(^|\/)\d+(?=[.-])/g, '$1<id>')
    .replace(/([-./])[0-9a-f]{8,20}(?=\.(?:js|css|woff2?|json)$)/g, '$1<hash>');
}

/** The same normalisation applied to every hashed URL inside a page's HTML, and to the module ids in Next's data. */
export function normalizeExportHtml(html: string, buildId: string): string {
  return html
    .split(buildId)
    .join('<build>')
    .replace(/\/_next\/[^"'\s)]+/g, (url) => normalizeExportPath(url, buildId))
    .replace(/"dynamicIds":\[[\d,]*\]/g, (ids) => ids.replace(/\d+/g, '<id>'));
}

/** A page with its list of scripts to load left out: what remains when only the bundler's chunking changed. */
export function withoutScriptList(html: string): string {
  return html.replace(/(<script id="__DOCS_SCRIPTS__" type="application\/json">)\[[^\]]*\]/, '$1');
}
