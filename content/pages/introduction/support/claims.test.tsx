import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect } from 'vitest';
import { claim } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import { COMMERCIAL_PACKAGES, MIT_PACKAGES } from '@/claims/muiXPackages';
import { readInstalledFile } from '@/claims/readInstalledFile';
import { readChangelogReleases, releaseTime, type ChangelogRelease } from '@/claims/readChangelogReleases';
import previousMajor from './previousMajorReleases.json';

const MUI = path.join(process.cwd(), 'node_modules', '@mui');
const COMPONENT_PACKAGES = [...MIT_PACKAGES, ...COMMERCIAL_PACKAGES];
const peerDependencies = (name: string) => Object.keys(installedManifest(`@mui/${name}`).peerDependencies);

claim('**Version numbers** of `@mui/x-*`, `@mui/material`, `react` and, for pickers, your date library.', () => {
  // Material UI and React are peer dependencies of every component package, so their versions are the user's own.
  for (const name of COMPONENT_PACKAGES)
    expect([name, peerDependencies(name)]).toEqual([name, expect.arrayContaining(['@mui/material', 'react'])]);
  // The date libraries are peer dependencies of the pickers only.
  for (const name of ['x-date-pickers', 'x-date-pickers-pro'])
    expect(peerDependencies(name)).toEqual(expect.arrayContaining(['dayjs', 'date-fns', 'luxon', 'moment']));
  expect(peerDependencies('x-data-grid')).not.toContain('dayjs');
});

claim(
  'Each component package (`@mui/x-data-grid`, `@mui/x-charts-pro` and the others) also ships its own `CHANGELOG.md`.',
  () => {
    for (const name of COMPONENT_PACKAGES) {
      const changelog = readInstalledFile(`@mui/${name}/CHANGELOG.md`);
      expect([name, changelog]).toEqual([name, expect.stringContaining('## 7.21.0')]);
    }
    // Not every published package: the charts' vendored dependencies come without one.
    expect(fs.existsSync(path.join(MUI, 'x-charts-vendor', 'CHANGELOG.md'))).toBe(false);
  },
);

claim('each component has its own migration guide from v6 to v7, which lists its breaking changes', () => {
  const guides = ['charts', 'data-grid', 'pickers', 'tree-view'].map(
    (component) =>
      matter(
        fs.readFileSync(
          path.join(process.cwd(), 'content/pages/migration', `migration-${component}-v6`, 'index.md'),
          'utf8',
        ),
      ).data as { title: string; description: string },
  );
  expect(guides.map((guide) => guide.title)).toEqual([
    'Migration from v6 to v7 - Charts',
    'Migration from v6 to v7 - Data Grid',
    'Migration from v6 to v7 - Date and Time Pickers',
    'Migration from v6 to v7 - Tree View',
  ]);
  for (const guide of guides) expect(guide.description).toMatch(/breaking changes? between/i);
});

describe('supported versions', () => {
  // The installed v7 changelog, and the v6 line's own changelog as recorded from its last published package (v6 cannot
  // be installed beside v7: it needs Material UI 5).
  const v7Releases = readChangelogReleases(readInstalledFile('@mui/x-data-grid/CHANGELOG.md'));
  const v6Releases: ChangelogRelease[] = previousMajor.releases;
  const v7Stable = v7Releases.find((release) => release.version === '7.0.0')!;
  const sinceV7 = (releases: ChangelogRelease[]) =>
    releases.filter((release) => release.date !== '' && releaseTime(release) > releaseTime(v7Stable));
  const FIXES_AND_DOCS = /^(🐞 Bug ?fixes|📚 Documentation improvements)$/i;
  const isFeature = (highlight: string) => !FIXES_AND_DOCS.test(highlight);

  claim('New features are only added to the latest major version.', () => {
    const v6SinceV7 = sinceV7(v6Releases);
    expect(v6SinceV7.length).toBeGreaterThan(0);
    for (const release of v6SinceV7)
      expect([release.version, release.highlights.filter(isFeature)]).toEqual([release.version, []]);
    // Meanwhile most v7 minor releases announce new features.
    const v7Minors = sinceV7(v7Releases).filter((release) => /^7\.\d+\.0$/.test(release.version));
    const withFeatures = v7Minors.filter((release) => release.highlights.some(isFeature));
    expect(withFeatures.length).toBeGreaterThan(v7Minors.length / 2);
  });

  claim('Previous major: fixes only (security issues and regressions), no new features', () => {
    // Each v6 release since 7.0.0 announces bug fixes (and, by the claim above, nothing new).
    for (const release of sinceV7(v6Releases)) {
      expect([release.version, release.highlights.some((highlight) => /Bug ?fixes/i.test(highlight))]).toEqual([
        release.version,
        true,
      ]);
    }
  });

  claim('The last v6 release is 6.20.4, from July 2024.', () => {
    const [latest] = v6Releases;
    expect(latest).toEqual(expect.objectContaining({ version: '6.20.4', date: 'Jul 18, 2024' }));
    // Recorded from the newest package the registry has on the v6 line.
    expect(previousMajor.recordedFrom).toBe('@mui/x-data-grid@6.20.4/CHANGELOG.md');
    // Published before 7.21.0, the version this site documents.
    const current = v7Releases.find((release) => release.version === '7.21.0')!;
    expect(releaseTime(latest!)).toBeLessThan(releaseTime(current));
  });
});
