import type { Language } from '@/i18n/languages';
import { demoChunkName } from '@/content/demo/demoChunkName';

/** Pages router folder of a language's routes: `/x/…` in English, `/zh/x/…` in Chinese. */
const ROUTE_PREFIX: Record<Language, string> = { en: 'x', zh: 'zh/x' };

/**
 * File of a page's own route under src/pages (`x/react-data-grid/editing.generated.tsx`): a static route, which Next
 * prefers to the catch-all `[...slug]` (next.config.ts lists `generated.tsx` as a page extension).
 */
export function demoRouteFile(pathname: string, language: Language): string {
  const relative = pathname.replace(/^\/x\//, '').replace(/\/$/, '');
  return `${ROUTE_PREFIX[language]}/${relative}.generated.tsx`;
}

/**
 * The route of a page with demos: the guide page with a map of its own demos, each a literal dynamic import. The
 * literal paths are the point: the page's module graph holds its demos and no other page's, so `next dev` compiles
 * one page's demos, and the build still gives each demo a chunk of its own, named as `demoChunkName` says.
 */
export function demoRouteSource(pathname: string, language: Language, modulePaths: string[]): string {
  const entries = modulePaths.map(
    (modulePath) =>
      `  '${modulePath}': () =>\n    import(\n      /* webpackChunkName: "${demoChunkName(modulePath)}" */ '@content/pages/${modulePath}'\n    ),\n`,
  );
  return [
    `// Written by scripts/generateDemoRoutes.ts from the demos of content/pages${pathname.replace(/^\/x/, '')}: do not edit.`,
    `import { getDemoPageStaticProps } from '@/server/content/guidePageRoute';`,
    `import { createDemoPage } from '@/shell/createDemoPage';`,
    ``,
    `export default createDemoPage({\n${entries.join('')}});`,
    `export const getStaticProps = getDemoPageStaticProps('${pathname}', '${language}');`,
    ``,
  ].join('\n');
}
