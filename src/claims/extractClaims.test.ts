import { describe, expect, it } from 'vitest';
import { extractClaims } from './extractClaims';

describe('extractClaims', () => {
  it('reads the quoted sentence of every claim() and untestable() call, nested or not', () => {
    const source = `
      import { claim, untestable } from '@/claims/claim';
      describe('grid', () => {
        claim('The \`onChange\` callback fires once.', () => {});
        claim(\`Press Enter to open it.\`, async () => {});
      });
      untestable('The screen reader announces the row.', 'no screen reader in jsdom');
      test('not a claim', () => {});
    `;
    expect(extractClaims(source)).toEqual([
      { kind: 'claim', sentence: 'The `onChange` callback fires once.' },
      { kind: 'claim', sentence: 'Press Enter to open it.' },
      { kind: 'untestable', sentence: 'The screen reader announces the row.' },
    ]);
  });

  it('names the file and line of a claim whose sentence is not a plain string', () => {
    const source = "const s = 'x';\nclaim(s, () => {});";
    expect(() => extractClaims(source, 'page/claims.test.tsx')).toThrow('page/claims.test.tsx:2: claim()');
  });
});
