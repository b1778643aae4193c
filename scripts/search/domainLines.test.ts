import { describe, expect, it } from 'vitest';
import { cleanLine, pageOfDocsFile, pullRequestsOf } from './domainLines';

describe('cleanLine', () => {
  it('keeps the words of a change, without its scope tags, pull request number and author', () => {
    expect(cleanLine('- [DataGrid][docs] Fix the footer of grouped rows (#12345) @someone')).toBe(
      'Fix the footer of grouped rows',
    );
    expect(cleanLine('[charts] Add `connectNulls` (#99)')).toBe('Add `connectNulls`');
  });
});

describe('pageOfDocsFile', () => {
  const pages = new Set(['/x/react-charts/lines/', '/x/migration/migration-data-grid-v6/']);
  const hasPage = (pathname: string) => pages.has(pathname);

  it('gives the site page of a file in a page’s docs folder, with or without the react- prefix', () => {
    expect(pageOfDocsFile('docs/data/charts/lines/LineDemo.tsx', hasPage)).toBe('/x/react-charts/lines/');
    expect(pageOfDocsFile('docs/data/migration/migration-data-grid-v6/migration-data-grid-v6.md', hasPage)).toBe(
      '/x/migration/migration-data-grid-v6/',
    );
  });

  it('gives nothing for a folder this site has no page for, or a file outside a page folder', () => {
    expect(pageOfDocsFile('docs/data/scheduler/event-calendar/editing.md', hasPage)).toBeNull();
    expect(pageOfDocsFile('docs/data/pages.ts', hasPage)).toBeNull();
  });
});

describe('pullRequestsOf', () => {
  it('names the pull requests a subject cites, so that those of a question’s source are left out', () => {
    expect(pullRequestsOf('[DataGrid] Fix the header height (#12345)')).toEqual(['12345']);
    expect(pullRequestsOf('Cherry-pick (#12) of (#34)')).toEqual(['12', '34']);
    expect(pullRequestsOf('[charts] Add a gauge')).toEqual([]);
  });
});
