// @vitest-environment jsdom
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INTEGRATIONS_ATTRIBUTE, PAGE_SCRIPTS_ID } from '@/boot/scriptLoader';
import { integrationsBundleDir, integrationsBundleUrl } from '@/server/pipeline/integrationsBundleUrl';
import { NAVIGATION_SECTIONS_FOLDER, navigationSectionsFile } from './fillNavigationSections';
import { navigationSectionsUrl } from './navigationSectionsUrl';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('navigationSectionsUrl', () => {
  it('finds the file the build writes for the page’s language, from the integrations module the page names, from the root', () => {
    document.documentElement.lang = 'zh-CN';
    document.body.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json" ${INTEGRATIONS_ATTRIBUTE}="${integrationsBundleUrl('b1')}">[]</script>`;
    // Where writeNavigationSections puts it, under the site's root.
    const written = path.posix.join(
      '/',
      integrationsBundleDir('b1'),
      '..',
      NAVIGATION_SECTIONS_FOLDER,
      navigationSectionsFile('zh-CN'),
    );
    expect(navigationSectionsUrl(document)).toBe(written);
  });

  it('is null on a page that names no integrations module', () => {
    document.body.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">[]</script>`;
    expect(navigationSectionsUrl(document)).toBeNull();
  });
});
