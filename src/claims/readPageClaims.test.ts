import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeMissingQuotes, readAllPageClaims } from './readPageClaims';

const CLAIMS = `import { claim, untestable } from '@/claims/claim';
claim('The \`onChange\` callback fires on every day click.', () => {});
untestable('Screen readers announce the month.', 'no screen reader in jsdom');
`;

/** A content root with one page, whose Markdown is given, and the claims file above beside it. */
function fixtureRoot(markdown: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'));
  const page = path.join(root, 'react-date-pickers', 'date-calendar');
  fs.mkdirSync(page, { recursive: true });
  fs.writeFileSync(path.join(page, 'index.md'), markdown);
  fs.writeFileSync(path.join(page, 'claims.test.tsx'), CLAIMS);
  return root;
}

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('the quote check', () => {
  it('passes when the page still says every quoted sentence, inline syntax aside', () => {
    const root = fixtureRoot(
      '# Date Calendar\n\nThe **`onChange`** callback fires on every [day](/x/) click.\nScreen readers announce the month.\n',
    );
    roots.push(root);
    const [page] = readAllPageClaims(root);
    expect(page?.quotes).toHaveLength(2);
    expect(describeMissingQuotes(page!)).toEqual([]);
  });

  it('fails on a page whose quoted sentence was edited, naming the claims file, the quote and the page', () => {
    const root = fixtureRoot(
      '# Date Calendar\n\nThe `onChange` callback fires on day clicks only.\nScreen readers announce the month.\n',
    );
    roots.push(root);
    const [page] = readAllPageClaims(root);
    const problems = describeMissingQuotes(page!);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('react-date-pickers/date-calendar/claims.test.tsx');
    expect(problems[0]).toContain('"The `onChange` callback fires on every day click."');
    expect(problems[0]).toContain('react-date-pickers/date-calendar/index.md');
  });
});
