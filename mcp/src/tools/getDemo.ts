import { fence, sourceLine, ToolInputError } from '../docsAnswer';
import type { DocsData } from '../loadDocsData';
import { findPage } from './findPage';

/** A demo's full TypeScript source and the local modules it imports, each as a file to save. */
export function getDemo(data: DocsData, input: { page: string; demo: string }): string {
  const { page, language } = findPage(data, input.page, 'get_demo');
  const demos = data.demos().pages[page.pathname] ?? {};
  const name = input.demo.trim().replace(/\.tsx?$/, '');
  const demo = demos[name] ?? Object.entries(demos).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  if (!demo) {
    const names = Object.keys(demos);
    throw new ToolInputError(
      names.length > 0
        ? `get_demo: ${page.pathname} has no demo named "${input.demo}". Its demos: ${names.join(', ')}.`
        : `get_demo: ${page.pathname} has no demos. Pages with demos show a count in list_pages.`,
    );
  }
  const fileName = demo.file.split('/').pop()!;
  const files = [
    { path: fileName, source: demo.source },
    ...demo.modules.map((modulePath) => ({ path: modulePath, source: data.demos().modules[modulePath] ?? '' })),
    ...demo.files,
  ].map(({ path, source }) => `### ${path}\n\n${fence(source, path.split('.').pop() ?? '')}`);
  const note =
    demo.modules.length > 0
      ? `\n\nThe demo imports its data from \`@content/demoData\`: save the demoData/ files below beside it and import from './demoData' instead.`
      : '';
  return `${sourceLine(data.manifest, data.url(page.pathname, language))}\n\n# Demo ${fileName} of "${page.title[language]}"${note}\n\n${files.join('\n\n')}`;
}
