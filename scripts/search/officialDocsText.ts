/**
 * The prose and headings of one page of the official MUI X docs (Markdown of `docs/data/`), without what a reader
 * does not read as words: front matter, fenced code, demo and component directives, HTML tags, link targets and
 * callout markers. Code spans keep their text (`editMode`).
 */
export function officialDocsText(markdown: string): { headings: string; prose: string } {
  const lines = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .split('\n');
  const headings: string[] = [];
  const prose: string[] = [];
  for (const raw of lines) {
    const line = raw
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/^:::\w*/, ' ')
      .trim();
    if (line === '') {
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      headings.push(heading[1] ?? '');
    } else {
      prose.push(line);
    }
  }
  return { headings: headings.join('\n'), prose: prose.join('\n') };
}
