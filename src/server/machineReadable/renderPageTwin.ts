import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkVisibleSnippets } from '@/server/content/markdown/remarkVisibleSnippets';
import type { Language } from '@/i18n/languages';
import type { TranslationStatus } from '@/i18n/translationStatus';
import { translate } from '@/i18n/translate';
import { localizePath } from '@/routing/pathnames';
import { toAbsoluteUrl } from '@/routing/siteUrl';
import { stringifyMarkdown, twinHeader } from './markdownTwinText';
import { remarkAbsoluteLinks } from './remarkAbsoluteLinks';
import { remarkApiMentionLinks } from './remarkApiMentionLinks';
import { remarkPlainDirectives } from './remarkPlainDirectives';

export interface PageTwinInput {
  /** English pathname of the page (`/x/react-data-grid/editing/`). */
  pathname: string;
  language: Language;
  title: string;
  description: string;
  /** The Markdown body (frontmatter removed) the HTML page is rendered from. */
  body: string;
  /** Whether the body is the page's own text, the English one for lack of a translation, or an older translation. */
  translation: TranslationStatus;
  /** Repository path of the Markdown file, for error messages. */
  filePath: string;
  siteUrl: string;
  loadDemoSource: (name: string) => Promise<string>;
  /** Absolute URL of the API page of a name written in a code span, or null. */
  resolveApiLink: (name: string) => string | null;
}

/** The line under a twin's header telling a reader of a Chinese page that the text is English, or may be out of date. */
function translationNote(input: PageTwinInput): string | undefined {
  if (input.translation === 'untranslated') {
    return translate(input.language, 'untranslatedNotice');
  }
  if (input.translation === 'stale') {
    const english = toAbsoluteUrl(input.pathname, input.siteUrl);
    return `${translate(input.language, 'staleTranslationNotice')} ${translate(input.language, 'staleTranslationLink')}: ${english}`;
  }
  return undefined;
}

/**
 * The Markdown twin of a guide page (`/x/…/editing.md`): its title, description and URL, then its text with each
 * demo's TypeScript source where the demo stands, directives written as plain Markdown and every link absolute.
 */
export async function renderPageTwin(input: PageTwinInput): Promise<string> {
  const linkOptions = { language: input.language, pathname: input.pathname, siteUrl: input.siteUrl };
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkVisibleSnippets)
    .use(remarkPlainDirectives, {
      language: input.language,
      filePath: input.filePath,
      loadDemoSource: input.loadDemoSource,
    })
    .use(remarkApiMentionLinks, { resolve: input.resolveApiLink })
    .use(remarkAbsoluteLinks, linkOptions);
  const tree = (await processor.run(processor.parse(input.body))) as Root;
  const header = twinHeader({
    title: input.title,
    description: input.description,
    url: toAbsoluteUrl(localizePath(input.pathname, input.language), input.siteUrl),
    note: translationNote(input),
  });
  return `${header}\n\n${stringifyMarkdown(tree)}\n`;
}
