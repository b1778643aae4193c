import { describe, expect, it } from 'vitest';
import { demoModuleLoader } from './demoModuleLoader';

function Bars() {
  return null;
}

describe('demoModuleLoader', () => {
  it("loads a demo of the page's map", async () => {
    const load = demoModuleLoader({ 'react-charts/bars/demos/Bars': async () => ({ default: Bars }) });
    await expect(load('react-charts/bars/demos/Bars')).resolves.toEqual({ default: Bars });
  });

  it('rejects a demo the map lacks, naming it and the command that writes the maps', async () => {
    const load = demoModuleLoader({});
    await expect(load('react-charts/bars/demos/Other')).rejects.toThrow(
      /react-charts\/bars\/demos\/Other is not in this page's demo map: run `npx tsx scripts\/generateDemoRoutes.ts`/,
    );
    await expect(load('toString')).rejects.toThrow(/not in this page's demo map/);
  });
});
