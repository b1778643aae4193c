import fs from 'node:fs';
import path from 'node:path';
import type { ListItem, Root } from 'mdast';
import { getApiPathname } from '@/api/apiPathnames';
import { getGuideApiUses } from '@/server/api/guideApiUsage';
import type { Language } from '@/i18n/languages';
import { translate } from '@/i18n/translate';
import { CONTENT_ROOT } from './contentFiles';

/** The page a content file belongs to (`content/pages/react-charts/lines/index.zh.md` → `/x/react-charts/lines/`), or null. */
export function getGuidePathnameOfFile(filePath: string): string | null {
  const relative = path.relative(CONTENT_ROOT, path.resolve(filePath)).split(path.sep).join('/');
  const match = /^(?!\.\.)(.+)\/index(?:\.[a-z]+)?\.md$/.exec(relative);
  return match && fs.existsSync(path.join(CONTENT_ROOT, match[1]!, 'index.md')) ? `/x/${match[1]}/` : null;
}

/**
 * Ends a guide page with its "API" section: a link to the API page of every documented component and interface its
 * demos import or its code names (getGuideApiUses), so the list follows the demos. Nothing for a page that uses none,
 * or a file outside content/pages.
 */
export function remarkApiSection(options: { language: Language; filePath: string }) {
  return (tree: Root) => {
    const pathname = getGuidePathnameOfFile(options.filePath);
    const uses = pathname ? getGuideApiUses(pathname) : [];
    if (uses.length === 0) {
      return;
    }
    const items = uses.map(
      ({ entry }): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                url: getApiPathname(entry.product, entry.slug),
                children: [{ type: 'inlineCode', value: entry.name }],
              },
            ],
          },
        ],
      }),
    );
    tree.children.push(
      {
        type: 'heading',
        depth: 2,
        children: [{ type: 'text', value: translate(options.language, 'api.guideSection') }],
      },
      { type: 'list', ordered: false, spread: false, children: items },
    );
  };
}
