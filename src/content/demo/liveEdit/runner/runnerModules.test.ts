import { describe, expect, it } from 'vitest';
import { readDemoSources } from '../../../../../scripts/generateRunnerModules';
import { runnerModuleSpecifiers } from './runnerModuleSpecifiers';
import { RUNNER_MODULES } from './runnerModules';

describe('the runner’s module map', () => {
  it('provides every module a demo imports (run `npx tsx scripts/generateRunnerModules.ts` after adding one)', () => {
    const expected = runnerModuleSpecifiers(readDemoSources());
    expect(Object.keys(RUNNER_MODULES).sort()).toEqual(expected);
  });

  it('gives the demo data, React’s JSX runtime and the grid', () => {
    expect(Object.keys(RUNNER_MODULES)).toEqual(
      expect.arrayContaining(['@content/demoData', 'react/jsx-runtime', '@mui/x-data-grid', '@mui/material']),
    );
  });
});
