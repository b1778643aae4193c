import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getApiIndexPath } from '@/server/api/apiOutputPaths';
import { getContentFilePath, listContentPathnames, toRepositoryPath } from './contentFiles';
import { getGuidePathnameOfFile } from './remarkApiSection';
import { renderMarkdown } from './renderMarkdown';

/** The "API" section a guide page ends with, as rendered HTML in a language. */
async function renderApiSection(pathname: string, language: 'en' | 'zh'): Promise<string> {
  const filePath = getContentFilePath(
    pathname,
    fs.existsSync(getContentFilePath(pathname, language)) ? language : 'en',
  );
  const body = fs.readFileSync(filePath, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
  const { segments } = await renderMarkdown(body, language, toRepositoryPath(filePath));
  const last = segments[segments.length - 1]!;
  const html = last.kind === 'html' ? (last.html ?? '') : '';
  return html.slice(html.lastIndexOf('<h2'));
}

describe('getGuidePathnameOfFile', () => {
  it('maps a content file in either language to its page, and anything else to null', () => {
    expect(getGuidePathnameOfFile('content/pages/react-charts/lines/index.zh.md')).toBe('/x/react-charts/lines/');
    expect(getGuidePathnameOfFile('content/pages/react-charts/lines/index.md')).toBe('/x/react-charts/lines/');
    expect(getGuidePathnameOfFile('file.md')).toBeNull();
  });
});

describe.runIf(fs.existsSync(getApiIndexPath()))('the API section of guide pages', () => {
  it('the Data Grid overview ends with its three grids first, in plan order, linked to their API pages', async () => {
    const html = await renderApiSection('/x/react-data-grid/', 'en');
    expect(html).toMatch(/^<h2 id="api">API/);
    const links = [...html.matchAll(/href="(\/x\/api[^"]+)"/g)].map((match) => match[1]);
    expect(links.slice(0, 3)).toEqual([
      '/x/api/data-grid/data-grid/',
      '/x/api/data-grid/data-grid-pro/',
      '/x/api/data-grid/data-grid-premium/',
    ]);
  }, 60_000);

  it('the Date Picker page lists the pickers its demos import, with Chinese links in Chinese', async () => {
    const html = await renderApiSection('/x/react-date-pickers/date-picker/', 'zh');
    expect(html).toContain('href="/zh/x/api/date-pickers/date-picker/"');
    expect(html).toContain('href="/zh/x/api/date-pickers/static-date-picker/"');
  }, 60_000);

  it('no guide page keeps a hand-written API heading next to the computed one', () => {
    const handWritten = listContentPathnames().filter((pathname) =>
      (['en', 'zh'] as const).some((language) => {
        const filePath = getContentFilePath(pathname, language);
        return fs.existsSync(filePath) && /^## API$/m.test(fs.readFileSync(filePath, 'utf8'));
      }),
    );
    expect(handWritten).toEqual([]);
  });
});
