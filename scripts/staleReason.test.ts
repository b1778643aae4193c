import { describe, expect, it } from 'vitest';
import { buildIdOf } from './buildStamp';
import { staleReason } from './staleReason';

const inputHash = 'a'.repeat(64);
const e2eBuild = { siteDir: '.e2e-site', stamp: { inputHash }, inputHash };

describe('when a site folder is rebuilt', () => {
  it('a folder without a stamp, or with another inputs hash, is built', () => {
    expect(staleReason({ ...e2eBuild, stamp: null })).toMatch(/No build in \.e2e-site\//);
    expect(staleReason({ ...e2eBuild, inputHash: 'b'.repeat(64) })).toMatch(/Sources changed .* \.e2e-site\//);
  });

  it('a current folder is left alone when its caller does not read .next/', () => {
    expect(staleReason(e2eBuild)).toBeNull();
  });

  it('for the e2e tests, a current folder is rebuilt when .next/ holds the other build', () => {
    expect(staleReason({ ...e2eBuild, nextBuildId: buildIdOf(inputHash) })).toBeNull();
    expect(staleReason({ ...e2eBuild, nextBuildId: buildIdOf('c'.repeat(64)) })).toMatch(/another build's manifests/);
    expect(staleReason({ ...e2eBuild, nextBuildId: null })).toMatch(/another build's manifests/);
  });
});
