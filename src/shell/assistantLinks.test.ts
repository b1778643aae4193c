import { describe, expect, it } from 'vitest';
import { buildAssistantLinks } from './assistantLinks';

describe('buildAssistantLinks', () => {
  it('passes the prompt to ChatGPT and Claude', () => {
    const links = buildAssistantLinks('Read https://mui.com/x/react-data-grid/editing.md, then answer.');
    expect(links.map(({ id }) => id)).toEqual(['chatgpt', 'claude']);
    const [chatgpt, claude] = links.map(({ href }) => new URL(href));
    expect(chatgpt!.origin + chatgpt!.pathname).toBe('https://chatgpt.com/');
    expect(claude!.origin + claude!.pathname).toBe('https://claude.ai/new');
    for (const url of [chatgpt!, claude!]) {
      expect(url.searchParams.get('q')).toBe('Read https://mui.com/x/react-data-grid/editing.md, then answer.');
    }
  });

  it('encodes a Chinese prompt so the URL stays valid', () => {
    const [link] = buildAssistantLinks('阅读 https://mui.com/zh/x/react-charts/bars.md。');
    expect(link!.href).toBe(
      `https://chatgpt.com/?q=${encodeURIComponent('阅读 https://mui.com/zh/x/react-charts/bars.md。')}`,
    );
  });
});
