import type { Language } from '@/i18n/languages';
import type { DocsPage, ProductOption } from '../docsManifest';
import { sourceLine } from '../docsAnswer';
import type { DocsData } from '../loadDocsData';

function pageLine(page: DocsPage, data: DocsData, language: Language): string {
  const markers = [
    page.plan === 'community' ? null : page.plan,
    page.demos.length > 0 ? `${page.demos.length} demo${page.demos.length === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const section = page.trail.slice(1).join(' › ');
  const title = `${section ? `${section} › ` : ''}${page.title[language]}`;
  return `- ${title}${markers ? ` (${markers})` : ''}: ${data.url(page.pathname, language)}`;
}

/** The navigation: every page (or one product's), grouped by top-level section, in reading order. */
export function listPages(data: DocsData, input: { product?: ProductOption; language?: Language }): string {
  const language = input.language ?? 'en';
  const pages = data.manifest.pages.filter((page) => !input.product || page.product === input.product);
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const group = page.trail[0] ?? page.title.en;
    groups.set(group, [...(groups.get(group) ?? []), pageLine(page, data, language)]);
  }
  const body = [...groups].map(([group, lines]) => `## ${group}\n\n${lines.join('\n')}`).join('\n\n');
  const scope = input.product ? ` (${input.product})` : '';
  return `${sourceLine(data.manifest, data.url('/x/introduction/', language))}\n\n# Pages${scope}: ${pages.length}\n\nRead one with get_page (its URL); demos with get_demo.\n\n${body}`;
}
