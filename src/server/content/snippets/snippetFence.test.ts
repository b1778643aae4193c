import { describe, expect, it } from 'vitest';
import { isCompiledSnippet, parseFenceVersion, splitSnippet, visibleSnippet } from './snippetFence';

describe('snippet fences', () => {
  it('reads a major version label from the fence meta', () => {
    expect(parseFenceVersion('v8')).toBe('v8');
    expect(parseFenceVersion(' title="x" v6 ')).toBe('v6');
    expect(parseFenceVersion('')).toBeNull();
    expect(parseFenceVersion(undefined)).toBeNull();
    expect(parseFenceVersion('v8.1')).toBeNull();
  });

  it('compiles TS and TSX blocks of the documented version only', () => {
    expect(isCompiledSnippet('tsx', null)).toBe(true);
    expect(isCompiledSnippet('ts', 'v7')).toBe(true);
    expect(isCompiledSnippet('tsx', 'v8')).toBe(false);
    expect(isCompiledSnippet('tsx', 'v6')).toBe(false);
    expect(isCompiledSnippet('bash', null)).toBe(false);
    expect(isCompiledSnippet('diff', null)).toBe(false);
  });

  it('a cut line hides the preamble above it from the reader', () => {
    const code = 'const rows = [];\n// ---cut---\n<DataGrid rows={rows} />';
    expect(splitSnippet(code)).toEqual({ hidden: 'const rows = [];', visible: '<DataGrid rows={rows} />' });
    expect(visibleSnippet(code)).toBe('<DataGrid rows={rows} />');
  });

  it('a block without a cut line is shown whole', () => {
    expect(visibleSnippet('const a = 1;\nconst b = 2;')).toBe('const a = 1;\nconst b = 2;');
  });
});
