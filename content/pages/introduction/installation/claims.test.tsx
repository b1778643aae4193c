import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { claim } from '@/claims/claim';

const PAGES = path.join(process.cwd(), 'content', 'pages');
const MUI_X_PACKAGES = [
  'x-data-grid',
  'x-data-grid-pro',
  'x-data-grid-premium',
  'x-date-pickers',
  'x-date-pickers-pro',
  'x-charts',
  'x-tree-view',
  'x-tree-view-pro',
  'x-license',
];

describe('@mui/icons-material', () => {
  claim(
    'Many demos on this site also import icons from `@mui/icons-material`, which no MUI X package depends on.',
    () => {
      const demos = fs
        .readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
        .filter((file) => /(^|\/)demos\/[^/]+\.tsx$/.test(file));
      const withIcons = demos.filter((file) =>
        fs.readFileSync(path.join(PAGES, file), 'utf8').includes("from '@mui/icons-material"),
      );
      expect(withIcons.length).toBeGreaterThan(20);
      for (const name of MUI_X_PACKAGES) {
        const manifest = JSON.parse(
          fs.readFileSync(path.join(process.cwd(), 'node_modules', '@mui', name, 'package.json'), 'utf8'),
        ) as Record<string, Record<string, string> | undefined>;
        const needs = { ...manifest.dependencies, ...manifest.peerDependencies };
        expect([name, '@mui/icons-material' in needs]).toEqual([name, false]);
      }
    },
  );
});
