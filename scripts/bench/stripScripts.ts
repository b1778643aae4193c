// An attribute value may contain `>`, so a tag runs to the first `>` outside quotes.
const TAG_ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
// HTML ends a script's text at the first `</script`, whatever it contains: the non-greedy match follows the parser.
const SCRIPT_ELEMENT = new RegExp(String.raw`<script\b${TAG_ATTRIBUTES}>[\s\S]*?</script\s*>`, 'gi');
const LINK_TAG = new RegExp(String.raw`<link\b${TAG_ATTRIBUTES}>`, 'gi');
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const inner = tag.replace(/^<link/i, '').replace(/\/?>$/, '');
  return new Map(
    [...inner.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '']),
  );
}

/** Whether a <link> asks the browser to fetch a script ahead: preload as="script", or modulepreload (script unless `as` says otherwise). */
function preloadsScript(tag: string): boolean {
  const attributes = attributesOf(tag);
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  const as = (attributes.get('as') ?? '').toLowerCase();
  return (
    (rel.includes('preload') && as === 'script') || (rel.includes('modulepreload') && (as === '' || as === 'script'))
  );
}

/**
 * The page as a reader without JavaScript gets it: every <script> element (inline, external, JSON data such as
 * `__NEXT_DATA__`) and every link preloading a script removed; stylesheets, their preloads and all else kept.
 */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(LINK_TAG, (tag) => (preloadsScript(tag) ? '' : tag));
}
