import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEPLOY_SITE_DIR, E2E_SITE_DIR, SITE_DIR_VARIABLE, siteDirectory } from './siteDirectory';

describe('site folder', () => {
  it('is out/ unless the variable names another', () => {
    expect(siteDirectory({})).toBe(DEPLOY_SITE_DIR);
    expect(siteDirectory({ [SITE_DIR_VARIABLE]: '' })).toBe(DEPLOY_SITE_DIR);
    expect(siteDirectory({ [SITE_DIR_VARIABLE]: E2E_SITE_DIR })).toBe('.e2e-site');
    expect(siteDirectory({ [SITE_DIR_VARIABLE]: './builds/e2e/' })).toBe('builds/e2e');
  });

  it('the e2e build goes to a git-ignored folder of its own, not into the deployable site', () => {
    const e2eFolder = siteDirectory({ [SITE_DIR_VARIABLE]: E2E_SITE_DIR });
    expect(e2eFolder).not.toBe(siteDirectory({}));
    const ignored = spawnSync('git', ['check-ignore', '--no-index', '-q', `${e2eFolder}/x/index.html`]);
    expect(ignored.status).toBe(0);
  });

  it.each(['.next', '.next-dev', '/tmp/site', '..', '../elsewhere', '.'])('refuses %s', (folder) => {
    expect(() => siteDirectory({ [SITE_DIR_VARIABLE]: folder })).toThrow(/must be a folder inside the repository/);
  });
});
