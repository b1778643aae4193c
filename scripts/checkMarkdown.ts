/**
 * Checks Markdown pages without building the site: frontmatter, directives, nested code, and that every
 * `::demo{name="X"}` has its `demos/X.tsx` beside the page. Usage: npx tsx scripts/checkMarkdown.ts <file.md>...
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '../src/server/content/frontmatter';
import { renderMarkdown } from '../src/server/content/renderMarkdown';

async function checkFile(file: string): Promise<string[]> {
  const problems: string[] = [];
  const language = /\.zh\.md$/.test(file) ? 'zh' : 'en';
  try {
    const { body } = parseFrontmatter(fs.readFileSync(file, 'utf8'), file);
    // Heading ids need no check here: the renderer's slugger makes every id of a page unique (`usage`, `usage-1`).
    const { segments } = await renderMarkdown(body, language, file);
    for (const segment of segments) {
      if (segment.kind === 'demo' && !fs.existsSync(path.join(path.dirname(file), 'demos', `${segment.demo}.tsx`))) {
        problems.push(`${file}: demo "${segment.demo}" has no demos/${segment.demo}.tsx`);
      }
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

async function main() {
  const files = process.argv.slice(2);
  const problems = (await Promise.all(files.map(checkFile))).flat();
  for (const problem of problems) {
    console.error(problem);
  }
  console.log(`${files.length} file(s) checked, ${problems.length} problem(s).`);
  process.exit(problems.length > 0 ? 1 : 0);
}

void main();
