import type { Language } from '@/i18n/languages';
import type { DocsPage } from '../docsManifest';
import { ToolInputError } from '../docsAnswer';
import type { DocsData } from '../loadDocsData';
import { resolvePagePath } from '../resolvePagePath';

/** The page a tool argument names, or an error suggesting the pages whose words come closest. */
export function findPage(data: DocsData, input: string, tool: string): { page: DocsPage; language: Language } {
  const resolved = resolvePagePath(input);
  const page = resolved ? data.pageByPathname.get(resolved.pathname) : undefined;
  if (resolved && page) {
    return { page, language: resolved.language };
  }
  const words = input.replace(/https?:\/\/[^/]+/, '').replace(/[/\-_.#]+/g, ' ');
  const suggestions = [
    ...new Set(
      data
        .engine('en')
        .search(words, 10)
        .map((hit) => hit.href.split('#')[0]!)
        .filter((pathname) => data.pageByPathname.has(pathname)),
    ),
  ].slice(0, 3);
  const hint =
    suggestions.length > 0
      ? ` Did you mean ${suggestions.join(', ')}?`
      : ' Use list_pages or search_docs to find the page.';
  throw new ToolInputError(
    `${tool}: no page of the MUI X ${data.manifest.version} docs at "${input}".${hint} Give a site path such as /x/react-data-grid/editing/ (or /zh/x/… for Chinese).`,
  );
}
