import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPageDemoModules } from '@/server/content/demoRoutes/listPageDemoModules';
import { CONTENT_ROOT } from '@/server/content/contentFiles';
import { demoFromModules, pageContentFolder } from './demoModulePaths';

describe('demoFromModules', () => {
  const pathname = '/x/common-concepts/custom-components/';
  const modules = new Set(listPageDemoModules(pathname));

  it("names each styling variant the page's route has a module for, and only those", () => {
    expect(demoFromModules(modules, pathname, 'CustomSlots')).toEqual({
      name: 'CustomSlots',
      variants: {
        system: { modulePath: 'common-concepts/custom-components/demos/CustomSlots' },
        tailwind: { modulePath: 'common-concepts/custom-components/demos/CustomSlots.tailwind' },
        css: { modulePath: 'common-concepts/custom-components/demos/CustomSlots.css' },
      },
    });
    expect(Object.keys(demoFromModules(modules, pathname, 'SlotsPieTooltip').variants)).toEqual(['system']);
  });

  it('points every variant at a file of the page folder', () => {
    for (const modulePath of modules) {
      const name = path.basename(modulePath).split('.')[0]!;
      for (const variant of Object.values(demoFromModules(modules, pathname, name).variants)) {
        expect(fs.existsSync(path.join(CONTENT_ROOT, `${variant.modulePath}.tsx`))).toBe(true);
      }
    }
  });

  it('always names the system variant, so a map without it fails where the module loads', () => {
    expect(demoFromModules(new Set(), '/x/react-charts/bars/', 'BasicBars').variants).toEqual({
      system: { modulePath: 'react-charts/bars/demos/BasicBars' },
    });
  });
});

describe('pageContentFolder', () => {
  it('is the pathname under /x/ without its slashes', () => {
    expect(pageContentFolder('/x/react-charts/bars/')).toBe('react-charts/bars');
  });
});
