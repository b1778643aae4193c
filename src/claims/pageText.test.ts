import { describe, expect, it } from 'vitest';
import { locateQuote, pageTextBlocks, quoteText, splitSentences } from './pageText';

const PAGE = `---
title: Example
description: A page.
---

# Example

The \`onChange\` callback *fires* on every [day click](/x/react-date-pickers/).
Press :kbd[Enter] to
open it.

\`\`\`tsx
const notProse = 'Only code.';
\`\`\`

::demo{name="BasicDemo"}

| prop | default |
| --- | --- |
| \`readOnly\` | **false** |
`;

describe('pageTextBlocks', () => {
  it('leaves headings out when asked', () => {
    expect(pageTextBlocks(PAGE, { headings: false })[0]).toMatch(/^The onChange callback/);
  });

  it('keeps prose blocks as plain text and leaves frontmatter, code and demo slots out', () => {
    expect(pageTextBlocks(PAGE)).toEqual([
      'Example',
      'The onChange callback fires on every day click. Press Enter to open it.',
      'prop',
      'default',
      'readOnly',
      'false',
    ]);
  });
});

describe('quoteText', () => {
  it('reduces a quote the way the page is reduced', () => {
    expect(quoteText('The `onChange` callback   _fires_')).toBe('The onChange callback fires');
  });
});

describe('locateQuote', () => {
  it('finds a quote in the page whatever its inline syntax, and nothing for an edited one', () => {
    const blocks = pageTextBlocks(PAGE);
    expect(locateQuote(blocks, 'Press :kbd[Enter] to open it.')).toEqual({ block: 1, start: 48, end: 71 });
    expect(locateQuote(blocks, 'Press Space to open it.')).toBeNull();
  });
});

describe('splitSentences', () => {
  it('cuts after a full stop, but not after e.g.', () => {
    expect(splitSentences('Pass a value, e.g. 3. onChange fires! Done').map((s) => s.text)).toEqual([
      'Pass a value, e.g. 3.',
      'onChange fires!',
      'Done',
    ]);
  });
});
