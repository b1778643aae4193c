import { describe, expect, it } from 'vitest';
import { extractSnippetsFromFiles } from './extractSnippets';
import { readKnownFailing, snippetKey } from './knownFailingSnippets';
import { listGuideMarkdownFiles } from './snippetFiles';
import { typecheckSnippets } from './typecheckSnippets';

describe('code blocks of the guide pages', () => {
  it('every TS/TSX block compiles against the installed packages, but the listed ones still to fix', () => {
    const snippets = extractSnippetsFromFiles(listGuideMarkdownFiles());
    expect(snippets.length).toBeGreaterThan(300);
    const errors = typecheckSnippets(snippets);
    const known = readKnownFailing();
    const failing = new Set(errors.map((error) => snippetKey(error.snippet)));
    const unexpected = errors
      .filter((error) => !known.has(snippetKey(error.snippet)))
      .map((error) => `${error.snippet.file}:${error.line}: ${error.message}`);
    expect(unexpected, 'these blocks do not compile (see npm run snippets)').toEqual([]);
    const nowCompiling = [...known].filter((key) => !failing.has(key));
    expect(nowCompiling, 'these listed blocks compile or are gone: run npm run snippets -- --update').toEqual([]);
  }, 600_000);
});
