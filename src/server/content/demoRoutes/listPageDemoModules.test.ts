import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listPageDemoModules } from './listPageDemoModules';

const roots: string[] = [];

function contentRoot(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-modules-'));
  roots.push(root);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}

afterEach(() => {
  roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true }));
});

describe('listPageDemoModules', () => {
  it("lists every .tsx file of the page's demos folder, styling variants included, and nothing else", () => {
    const root = contentRoot([
      'react-charts/bars/index.md',
      'react-charts/bars/demos/Basic.tsx',
      'react-charts/bars/demos/Basic.tailwind.tsx',
      'react-charts/bars/demos/Basic.module.css',
      'react-charts/bars/stacking/demos/Stacked.tsx',
    ]);
    expect(listPageDemoModules('/x/react-charts/bars/', root)).toEqual([
      'react-charts/bars/demos/Basic',
      'react-charts/bars/demos/Basic.tailwind',
    ]);
  });

  it('is empty for a page without a demos folder', () => {
    const root = contentRoot(['introduction/index.md']);
    expect(listPageDemoModules('/x/introduction/', root)).toEqual([]);
  });
});
