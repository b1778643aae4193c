import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/languages';
import { markdownToHast } from '../renderMarkdown';
import { highlightCodeBlocks } from './highlightCodeBlocks';

async function highlighted(markdown: string, language: Language = 'en'): Promise<string> {
  const tree = await markdownToHast(markdown, language, 'file.md');
  await highlightCodeBlocks(tree, { language });
  return toHtml(tree);
}

/** The text of each code block, as the reader sees and copies it (tags stripped, entities decoded). */
const codeText = (rendered: string) =>
  [...rendered.matchAll(/<code>([\s\S]*?)<\/code><\/pre>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;|&#x3C;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x26;|&amp;/g, '&')
      .replace(/&#x22;|&quot;/g, '"'),
  );

describe('highlightCodeBlocks', () => {
  it('turns a fenced bash block into a highlighted, labelled block with a Copy button, each token in a light and a dark colour', async () => {
    // Each colour pair is met once: the first, the block's own, is on the pre and its token is bare text.
    expect(await highlighted('Install:\n\n```bash\nnpm install\n```\n\nDone.\n')).toBe(
      [
        '<p>Install:</p>',
        '<div class="code-block" data-language="bash"><pre class="shiki" style="--shiki-light:#702C00;--shiki-dark:#FFB757" tabindex="0" role="group" aria-label="bash code"><code><span class="line">' +
          'npm' +
          '<span style="--shiki-light:#0E1116;--shiki-dark:#F0F3F6"> </span>' +
          '<span style="--shiki-light:#032563;--shiki-dark:#ADDCFF">install</span>' +
          '</span></code></pre><button type="button" class="copy-button" data-copy-code="" data-copied-label="Copied" aria-label="Copy the code (or Ctrl + C)" aria-live="polite" data-ga-event-category="code" data-ga-event-action="copy">' +
          '<span class="copy-label">Copy</span><kbd class="copy-hint" aria-hidden="true">Ctrl+C</kbd></button></div>',
        '<p>Done.</p>',
      ].join('\n'),
    );
  });

  it("gives every token its own colours: the block's commonest pair from the pre, the others from the token's span", async () => {
    const tsx =
      'const rows = [{ id: 1 }];\nexport default function Grid() {\n  return <DataGrid rows={rows} columns={[]} />;\n}';
    const rendered = await highlighted(`\`\`\`tsx\n${tsx}\n\`\`\`\n`);
    const blockColour = rendered.match(/<pre class="shiki" style="([^"]+)"/)![1]!;
    const code = rendered.match(/<code>([\s\S]*?)<\/code>/)![1]!;
    // Walk the code: text outside a coloured span takes the pre's colours.
    const colouredText: [string, string][] = [];
    const stack: string[] = [blockColour];
    for (const [, close, style, tag, text] of code.matchAll(/(<\/span>)|<span style="([^"]+)">|(<[^>]+>)|([^<]+)/g)) {
      if (close) stack.pop();
      else if (style) stack.push(style);
      else if (tag?.startsWith('<span')) stack.push(stack.at(-1)!);
      else if (text && text.trim()) colouredText.push([text, stack.at(-1)!]);
    }
    const counts = new Map<string, number>();
    colouredText.forEach(([, style]) => counts.set(style, (counts.get(style) ?? 0) + 1));
    expect(counts.size).toBeGreaterThan(2);
    expect(counts.get(blockColour)).toBeGreaterThan(0);
    // The same source, highlighted with every token in a span of its own, gives each token the same colours.
    const { highlightCode } = await import('../highlight');
    const tokens = await highlightCode(tsx, 'tsx');
    const expected = tokens.lines
      .flat()
      .filter(([text]) => text.trim())
      .map(([text, index]) => {
        const [light, dark] = tokens.palette[index]!.split('|');
        return [text, `--shiki-light:${light};--shiki-dark:${dark}`];
      });
    const decode = (text: string) =>
      text
        .replace(/&#x3C;/g, '<')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
    expect(colouredText.map(([text, style]) => [decode(text).trim(), style])).toEqual(
      expected.map(([text, style]) => [text!.trim(), style]),
    );
  });

  it('keeps every line of a block, without the final newline', async () => {
    const source = 'npm install @mui/x-data-grid\nnpm install @mui/material';
    expect(codeText(await highlighted(`\`\`\`bash\n${source}\n\`\`\`\n`))).toEqual([source]);
  });

  it('labels and copies in the page language', async () => {
    const rendered = await highlighted('```bash\nnpm install\n```\n', 'zh');
    expect(rendered).toContain('aria-label="bash 代码"');
    expect(rendered).toContain('<span class="copy-label">复制</span>');
  });

  it('a block without a language is plain text', async () => {
    const rendered = await highlighted('```\nplain words\n```\n');
    expect(rendered).toMatch(
      /^<div class="code-block" data-language="text"><pre class="shiki" style="[^"]+" tabindex="0" role="group" aria-label="text code"><code><span class="line">plain words<\/span>/,
    );
    expect(codeText(rendered)).toEqual(['plain words']);
  });

  it('keeps code exactly, including characters that HTML escapes', async () => {
    const tsx = 'const a = <Grid rows={rows} />;\nif (a && b < c) {}';
    const rendered = await highlighted(`\`\`\`tsx\n${tsx}\n\`\`\`\n`);
    expect(rendered).not.toContain('<Grid');
    expect(codeText(rendered)).toEqual([tsx]);
  });

  it('shows a fence’s version label on the block and in its name', async () => {
    const rendered = await highlighted('```tsx v8\n<DataGrid showToolbar />\n```\n');
    expect(rendered).toMatch(
      /^<div class="code-block" data-language="tsx" data-version="v8"><span class="code-version">v8<\/span><pre/,
    );
    expect(rendered).toContain('aria-label="tsx v8 code"');
    expect(await highlighted('```tsx\n<DataGrid />\n```\n')).not.toContain('data-version');
  });

  it('links documented names in the code to their API page, in the page language', async () => {
    const tree = await markdownToHast(
      '```tsx\nconst columns: GridColDef[] = [];\n<DataGrid columns={columns} />\n```\n',
      'zh',
      'f.md',
    );
    const resolveApiLink = (name: string) =>
      ({ GridColDef: '/x/api/data-grid/grid-col-def/', DataGrid: '/x/api/data-grid/data-grid/' })[name] ?? null;
    await highlightCodeBlocks(tree, { language: 'zh', resolveApiLink });
    const rendered = toHtml(tree);
    expect(rendered).toContain('<a href="/zh/x/api/data-grid/grid-col-def/" class="api-link">GridColDef</a>');
    expect(rendered).toContain('<a href="/zh/x/api/data-grid/data-grid/" class="api-link">DataGrid</a>');
    expect(rendered.match(/class="api-link"/g)).toHaveLength(2);
    expect(codeText(rendered)).toEqual(['const columns: GridColDef[] = [];\n<DataGrid columns={columns} />']);
  });
});
