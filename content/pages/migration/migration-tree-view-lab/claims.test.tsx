import { fireEvent, render } from '@testing-library/react';
import * as treeViewRoot from '@mui/x-tree-view';
import * as treeItemModule from '@mui/x-tree-view/TreeItem';
import * as treeViewModule from '@mui/x-tree-view/TreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as React from 'react';
import { beforeAll, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';
import { installedManifest } from '@/claims/installedManifest';
import { readInstalledFile } from '@/claims/readInstalledFile';

const manifest = installedManifest('@mui/x-tree-view');
const item = (root: Element, id: string) => root.querySelector(`[role="treeitem"][id$="-${id}"]`) as HTMLElement;

describe('the package', () => {
  claim('The Tree View left the lab and became `@mui/x-tree-view`, an MIT package of MUI X.', () => {
    expect(manifest.license).toBe('MIT');
    expect(manifest.version).toBe('7.21.0');
  });

  claim(
    'Its peer dependencies are `@mui/material`, `@mui/system`, the two Emotion packages, `react` and `react-dom`',
    () => {
      expect(Object.keys(manifest.peerDependencies).sort()).toEqual(
        ['@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', 'react', 'react-dom'].sort(),
      );
    },
  );

  claim('You can remove `@mui/lab` once nothing else imports it.', () => {
    expect(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })).not.toContain('@mui/lab');
  });

  claim(
    "The MUI X exports are named exports only: a default import such as `import TreeView from '@mui/x-tree-view/TreeView'` doesn't work.",
    () => {
      // The ES build (the `module` entry bundlers use) has no default export at all.
      for (const file of ['TreeView/index.js', 'TreeView/TreeView.js', 'TreeItem/index.js', 'index.js']) {
        const source = readInstalledFile(`@mui/x-tree-view/${file}`);
        expect(source).not.toMatch(/export default|as default/);
      }
      // Through Node's CommonJS build, a default import is the whole module object, not the component.
      for (const module of [treeViewModule, treeItemModule, treeViewRoot]) {
        const fallback = (module as Record<string, unknown>).default;
        expect(fallback === undefined || (fallback as Record<string, unknown>).__esModule === true).toBe(true);
      }
      expect(typeof treeViewModule.TreeView).toBe('object');
    },
  );
});

describe('the current API', () => {
  claim('The current API (7.21, documented on this site) renamed several props afterwards', () => {
    // The v6 names (nodeId, defaultExpanded, onNodeSelect) are gone from the 7.21 prop types.
    const simpleProps = Object.keys(SimpleTreeView.propTypes ?? {});
    expect(simpleProps).toEqual(expect.arrayContaining(['defaultExpandedItems', 'onSelectedItemsChange']));
    expect(simpleProps).not.toContain('defaultExpanded');
    expect(simpleProps).not.toContain('onNodeSelect');
    expect(Object.keys(TreeItem.propTypes ?? {})).toContain('itemId');
    expect(Object.keys(TreeItem.propTypes ?? {})).not.toContain('nodeId');
  });

  claim('The lab API is the v6 API of `@mui/x-tree-view`. Upgrading to 7.x renames it.', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSelectedItemsChange = vi.fn();
    const { container } = render(
      <>
        <div id="v7">
          <SimpleTreeView defaultExpandedItems={['docs']} onSelectedItemsChange={onSelectedItemsChange}>
            <TreeItem itemId="docs" label="Documents">
              <TreeItem itemId="readme" label="Readme" />
            </TreeItem>
          </SimpleTreeView>
        </div>
        <div id="v6">
          <SimpleTreeView {...({ defaultExpanded: ['docs'] } as object)}>
            <TreeItem itemId="docs" label="Documents">
              <TreeItem itemId="readme" label="Readme" />
            </TreeItem>
          </SimpleTreeView>
        </div>
      </>,
    );
    // The 7.x names work; the v6 name of the same prop does nothing.
    expect(item(container.querySelector('#v7')!, 'docs').getAttribute('aria-expanded')).toBe('true');
    expect(item(container.querySelector('#v6')!, 'docs').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(item(container.querySelector('#v7')!, 'readme').firstElementChild!);
    expect(onSelectedItemsChange.mock.calls[0]![1]).toBe('readme');
    warn.mockRestore();
    error.mockRestore();
  });

  claim('The icon props (`defaultExpandIcon`...) must be turned into slots by hand.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Icon = () => <svg data-testid="custom" />;
    const { container } = render(
      <>
        <SimpleTreeView {...({ defaultExpandIcon: <Icon /> } as object)}>
          <TreeItem itemId="old" label="Old">
            <TreeItem itemId="old1" label="Old 1" />
          </TreeItem>
        </SimpleTreeView>
        <SimpleTreeView slots={{ expandIcon: Icon }}>
          <TreeItem itemId="new" label="New">
            <TreeItem itemId="new1" label="New 1" />
          </TreeItem>
        </SimpleTreeView>
      </>,
    );
    expect(item(container, 'old').querySelector('[data-testid="custom"]')).toBeNull();
    expect(item(container, 'new').querySelector('[data-testid="custom"]')).not.toBeNull();
    error.mockRestore();
  });
});

describe('the v6 to v7 guide', () => {
  claim('The [v6 to v7 guide](/x/migration/migration-tree-view-v6/) lists every change', () => {
    const guide = readFileSync(
      path.join(process.cwd(), 'content/pages/migration/migration-tree-view-v6/index.md'),
      'utf8',
    );
    // Every v6 name that 7.21.0 no longer has, by where it lived: each is gone, and the guide names it.
    const removed: [string, string[]][] = [
      [
        'SimpleTreeView props',
        [
          'defaultExpandIcon',
          'defaultCollapseIcon',
          'defaultParentIcon',
          'defaultEndIcon',
          'onNodeToggle',
          'expanded',
          'defaultExpanded',
          'onNodeSelect',
          'selected',
          'defaultSelected',
          'onNodeFocus',
        ],
      ],
      [
        'TreeItem props',
        ['nodeId', 'TransitionComponent', 'TransitionProps', 'expandIcon', 'collapseIcon', 'endIcon', 'icon'],
      ],
      ['TreeItem module exports', ['useTreeItem']],
      ['treeItemClasses keys', ['group']],
    ];
    const present: Record<string, string[]> = {
      'SimpleTreeView props': Object.keys(SimpleTreeView.propTypes ?? {}),
      'TreeItem props': Object.keys(TreeItem.propTypes ?? {}),
      'TreeItem module exports': Object.keys(treeItemModule),
      'treeItemClasses keys': Object.keys(treeItemModule.treeItemClasses),
    };
    for (const [place, names] of removed)
      for (const name of names) {
        expect([place, name, present[place]!.includes(name)]).toEqual([place, name, false]);
        expect([name, guide.includes(`\`${name}\``) || guide.includes(`${name}=`)]).toEqual([name, true]);
      }
    // The replacements the guide points to exist.
    expect(present['TreeItem module exports']).toContain('useTreeItemState');
    expect(present['treeItemClasses keys']).toContain('groupTransition');
  });
});

describe('the codemod', () => {
  // Runs the installed `@mui/codemod` the way the page's command does (`npx @mui/codemod@5 <transform> src`), on a
  // `src` folder of lab imports, and reads back what it wrote.
  const before: Record<string, string> = {
    'subpaths.tsx': [
      "import TreeView from '@mui/lab/TreeView';",
      "import TreeItem from '@mui/lab/TreeItem';",
      "import LabTreeItem from '@mui/lab/TreeItem';",
    ].join('\n'),
    'root.tsx': "import { TreeView, TreeItem, LoadingButton } from '@mui/lab';",
    'related.tsx': [
      "import { treeViewClasses, getTreeViewUtilityClass, TreeViewProps, TreeViewClasses } from '@mui/lab';",
      "import { treeItemClasses, getTreeItemUtilityClass, TreeItemProps, TreeItemClassKey, useTreeItem } from '@mui/lab';",
    ].join('\n'),
    'everyNameMoves.tsx': "import { TreeView } from '@mui/lab';",
  };
  const after: Record<string, string> = {};

  beforeAll(() => {
    const folder = mkdtempSync(path.join(tmpdir(), 'tree-view-codemod-'));
    const src = path.join(folder, 'src');
    mkdirSync(src);
    for (const [file, source] of Object.entries(before)) writeFileSync(path.join(src, file), `${source}\n`);
    execFileSync(process.execPath, [require.resolve('@mui/codemod/codemod.js'), 'v5.0.0/tree-view-moved-to-x', 'src'], {
      cwd: folder,
      stdio: 'pipe',
    });
    for (const file of Object.keys(before)) after[file] = readFileSync(path.join(src, file), 'utf8');
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  const importsOf = (file: string) => after[file]!.trim().split('\n');

  claim('It rewrites both the default imports of the lab subpaths and the named imports of the lab root.', () => {
    expect(importsOf('subpaths.tsx')).toEqual([
      "import { TreeView } from '@mui/x-tree-view/TreeView';",
      "import { TreeItem } from '@mui/x-tree-view/TreeItem';",
      // A default import under another name keeps its local name.
      "import { TreeItem as LabTreeItem } from '@mui/x-tree-view/TreeItem';",
    ]);
    // Names that are not the Tree View's stay on the lab.
    expect(importsOf('root.tsx')).toEqual([
      "import { TreeView, TreeItem } from '@mui/x-tree-view';",
      "import { LoadingButton } from '@mui/lab';",
    ]);
  });

  claim(
    'It also moves the related exports: the props and classes types, `treeViewClasses`, `treeItemClasses`, their `get…UtilityClass` helpers and the `useTreeItem` hook.',
    () => {
      // The printer may wrap a long import over several lines: read whole statements.
      const statements = after['related.tsx']!.split(';').map((statement) => statement.replace(/\s+/g, ' ').trim());
      const moved = statements.filter((statement) => statement.endsWith("from '@mui/x-tree-view'"));
      expect(moved).toHaveLength(2);
      // What stays on the lab is the bare import every fully moved root import leaves behind.
      expect(statements.filter((statement) => statement.includes('@mui/lab'))).toEqual([
        "import '@mui/lab'",
        "import '@mui/lab'",
      ]);
      for (const name of [
        'treeViewClasses',
        'getTreeViewUtilityClass',
        'TreeViewProps',
        'TreeViewClasses',
        'treeItemClasses',
        'getTreeItemUtilityClass',
        'TreeItemProps',
        'TreeItemClassKey',
        'useTreeItem',
      ])
        expect([name, moved.some((statement) => new RegExp(`\\b${name}\\b`).test(statement))]).toEqual([name, true]);
    },
  );

  claim("When every name of a root import moves, the codemod leaves a bare `import '@mui/lab';`", () => {
    expect(importsOf('everyNameMoves.tsx')).toEqual([
      "import { TreeView } from '@mui/x-tree-view';",
      "import '@mui/lab';",
    ]);
  });
});

untestable(
  'The move only changes where you import the components from: at that step the components keep the lab API and behave the same.',
  'Compares `@mui/lab` with `@mui/x-tree-view` v6; neither is installed (the site has 7.21.0, and both need Material UI 5 as a peer).',
);
