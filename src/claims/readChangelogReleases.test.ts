import { describe, expect, it } from 'vitest';
import { readChangelogReleases, releaseTime } from './readChangelogReleases';

const CHANGELOG = `# Changelog

## 7.1.0

_Apr 3, 2024_

Thanks to everyone. Here are some highlights ✨:

- 💫 A new prop
  - with a nested detail
- 🐞 Bugfixes

Special thanks go out to the community.

### Data Grid

- [DataGrid] Fix a thing

## v6.19.9

_Apr 5, 2024_

We'd like to thank 3 contributors.

### Docs

- [docs] Not a highlight

## Older versions
`;

describe('readChangelogReleases', () => {
  it('reads each release with its date and top-level highlights only', () => {
    expect(readChangelogReleases(CHANGELOG)).toEqual([
      { version: '7.1.0', date: 'Apr 3, 2024', highlights: ['💫 A new prop', '🐞 Bugfixes'] },
      { version: '6.19.9', date: 'Apr 5, 2024', highlights: [] },
    ]);
  });

  it('orders releases of different lines by their dates', () => {
    const [v7, v6] = readChangelogReleases(CHANGELOG);
    expect(releaseTime(v6!)).toBeGreaterThan(releaseTime(v7!));
  });

  it('names the release whose date it cannot read', () => {
    expect(() => releaseTime({ version: '1.0.0', date: 'soon', highlights: [] })).toThrow('1.0.0');
  });
});
