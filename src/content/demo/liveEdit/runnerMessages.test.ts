import { describe, expect, it } from 'vitest';
import { MAX_CODE_LENGTH, parseParentMessage, parseRunnerMessage } from './runnerMessages';

describe('parseParentMessage', () => {
  it('accepts the page’s settings and code revisions', () => {
    const settings = {
      type: 'settings',
      paletteMode: 'dark',
      direction: 'rtl',
      dense: true,
      spacing: 6,
      language: 'zh',
    };
    expect(parseParentMessage(settings)).toEqual(settings);
    const render = { type: 'render', revision: 3, code: 'export default () => null;', variant: 'JS' };
    expect(parseParentMessage(render)).toEqual(render);
  });

  it('ignores anything else posted to the runner', () => {
    expect(parseParentMessage('render')).toBeNull();
    expect(parseParentMessage({ type: 'render', revision: -1, code: '', variant: 'TS' })).toBeNull();
    expect(
      parseParentMessage({ type: 'render', revision: 1, code: 'x'.repeat(MAX_CODE_LENGTH + 1), variant: 'TS' }),
    ).toBeNull();
    expect(
      parseParentMessage({
        type: 'settings',
        paletteMode: 'sepia',
        direction: 'ltr',
        dense: false,
        spacing: 8,
        language: 'en',
      }),
    ).toBeNull();
    expect(parseParentMessage({ type: 'navigate', url: 'https://example.com' })).toBeNull();
  });
});

describe('parseRunnerMessage', () => {
  it('accepts the runner’s reports', () => {
    expect(parseRunnerMessage({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseRunnerMessage({ type: 'rendered', revision: 2 })).toEqual({ type: 'rendered', revision: 2 });
    expect(
      parseRunnerMessage({ type: 'failed', revision: 2, message: 'SyntaxError: Unexpected token (2:10)' }),
    ).toEqual({
      type: 'failed',
      revision: 2,
      message: 'SyntaxError: Unexpected token (2:10)',
    });
    expect(parseRunnerMessage({ type: 'height', height: 412 })).toEqual({ type: 'height', height: 412 });
    for (const type of ['received', 'evaluating', 'runaway'] as const) {
      expect(parseRunnerMessage({ type, revision: 4 })).toEqual({ type, revision: 4 });
    }
  });

  it('ignores a malformed or oversized report', () => {
    expect(parseRunnerMessage({ type: 'height', height: 'tall' })).toBeNull();
    expect(parseRunnerMessage({ type: 'height', height: 1e9 })).toBeNull();
    expect(parseRunnerMessage({ type: 'failed', revision: 1, message: 'x'.repeat(5000) })).toBeNull();
    expect(parseRunnerMessage(null)).toBeNull();
  });
});
