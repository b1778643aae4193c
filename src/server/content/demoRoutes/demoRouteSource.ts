import type { Language } from '@/i18n/languages';
import { demoChunkName } from '@/content/demo/demoChunkName';
import { pageContentFolder } from '@/content/demoModulePaths';

/** Pages router folder of a language's routes: `/x/…` in English, `/zh/x/…` in Chinese. */
const ROUTE_PREFIX: Record<Language, string> = { en: 'x', zh: 'zh/x' };

/** The shell's strings a language's routes carry (src/i18n/strings/<language>.ts). */
const STRINGS_CONSTANT: Record<Language, string> = { en: 'EN_STRINGS', zh: 'ZH_STRINGS' };

/**
 * File of a page's own route under src/pages (`x/react-data-grid/editing.generated.tsx`): a static route, which Next
 * prefers to the catch-all `[...slug]` (next.config.ts lists `generated.tsx` as a page extension).
 */
export function demoRouteFile(pathname: string, language: Language): string {
  const relative = pageContentFolder(pathname);
  return `${ROUTE_PREFIX[language]}/${relative}.generated.tsx`;
}

/**
 * The route of a page with demos: the guide page with a map of its own demos, each a literal dynamic import. The
 * literal paths are the point: the page's module graph holds its demos and no other page's, so `next dev` compiles
 * one page's demos, and the build still gives each demo a chunk of its own, named as `demoChunkName` says. The
 * route carries the shell's strings of its language only.
 */
export function demoRouteSource(pathname: string, language: Language, modulePaths: string[]): string {
  const entries = modulePaths.map(
    (modulePath) =>
      `  '${modulePath}': () =>\n    import(\n      /* webpackChunkName: "${demoChunkName(modulePath)}" */ '@content/pages/${modulePath}'\n    ),\n`,
  );
  return [
    `// Written by scripts/generateDemoRoutes.ts from the demos of content/pages${pathname.replace(/^\/x/, '')}: do not edit.`,
    `import { getDemoPageStaticProps } from '@/server/content/guidePageRoute';`,
    `import { ${STRINGS_CONSTANT[language]} } from '@/i18n/strings/${language}';`,
    `import { withUiStrings } from '@/i18n/withUiStrings';`,
    `import { createDemoPage } from '@/shell/createDemoPage';`,
    ``,
    `export default withUiStrings(\n  createDemoPage({\n${entries.map((entry) => entry.replace(/^(?=.)/gm, '  ')).join('')}  }),\n  ${STRINGS_CONSTANT[language]},\n);`,
    `export const getStaticProps = getDemoPageStaticProps('${pathname}', '${language}');`,
    ``,
  ].join('\n');
}
