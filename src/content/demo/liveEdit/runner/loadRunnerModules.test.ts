import { describe, expect, it, vi } from 'vitest';
import { createModuleLoader, resolveRunnerSpecifier, UnavailableImportError } from './loadRunnerModules';

describe('resolveRunnerSpecifier', () => {
  it('gives the demo data for a file next to the demo, as a copied demo imports it', () => {
    expect(resolveRunnerSpecifier('./demoData')).toBe('@content/demoData');
    expect(resolveRunnerSpecifier('./data/employees')).toBe('@content/demoData');
    expect(resolveRunnerSpecifier('@content/demoData')).toBe('@content/demoData');
    expect(resolveRunnerSpecifier('@mui/x-data-grid')).toBe('@mui/x-data-grid');
  });
});

describe('createModuleLoader', () => {
  it('loads each module once and answers by the specifier the code wrote', async () => {
    const data = { MOVIES: [] };
    const loadData = vi.fn(async () => data);
    const load = createModuleLoader({ '@content/demoData': loadData, react: async () => ({ version: '18' }) });
    const first = await load(['react', './demoData']);
    expect(first.get('./demoData')).toBe(data);
    expect(first.get('react')).toEqual({ version: '18' });
    await load(['@content/demoData']);
    expect(loadData).toHaveBeenCalledTimes(1);
  });

  it('names an import it does not provide, and loads nothing', async () => {
    const loadReact = vi.fn(async () => ({}));
    const load = createModuleLoader({ react: loadReact });
    await expect(load(['react', 'left-pad'])).rejects.toThrow(UnavailableImportError);
    await expect(load(['left-pad'])).rejects.toThrow('cannot import "left-pad"');
    expect(loadReact).not.toHaveBeenCalled();
  });

  it('tries a module again after its download failed', async () => {
    const loadGrid = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ DataGrid: 'grid' });
    const load = createModuleLoader({ '@mui/x-data-grid': loadGrid });
    await expect(load(['@mui/x-data-grid'])).rejects.toThrow('offline');
    expect((await load(['@mui/x-data-grid'])).get('@mui/x-data-grid')).toEqual({ DataGrid: 'grid' });
  });
});
