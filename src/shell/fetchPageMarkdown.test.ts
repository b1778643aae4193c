import { describe, expect, it } from 'vitest';
import { fetchPageMarkdown } from './fetchPageMarkdown';

const respond = (body: string, init: ResponseInit) => (async () => new Response(body, init)) as unknown as typeof fetch;

describe('fetchPageMarkdown', () => {
  it('returns the text of a Markdown response', async () => {
    const result = await fetchPageMarkdown(
      '/x/a.md',
      respond('# A', { status: 200, headers: { 'Content-Type': 'text/markdown; charset=utf-8' } }),
    );
    expect(result).toEqual({ ok: true, text: '# A' });
  });

  it('reports a missing twin instead of copying an error page', async () => {
    expect(await fetchPageMarkdown('/x/a.md', respond('Not found', { status: 404 }))).toEqual({
      ok: false,
      reason: 'HTTP 404',
    });
    const html = await fetchPageMarkdown(
      '/x/a.md',
      respond('<!DOCTYPE html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(html.ok).toBe(false);
  });

  it('reports a network failure without throwing', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchPageMarkdown('/x/a.md', offline)).toEqual({ ok: false, reason: 'Failed to fetch' });
  });
});
