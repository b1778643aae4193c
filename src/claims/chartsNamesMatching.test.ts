import { describe, expect, it } from 'vitest';
import { chartsNamesMatching } from './chartsNamesMatching';

describe('chartsNamesMatching', () => {
  it('finds a chart that ships, in its exports and its folder', () => {
    const heatmap = chartsNamesMatching(/^heatmap$/i);
    expect(heatmap.exports).toEqual(['Heatmap']);
    expect(heatmap.folders).toEqual(['Heatmap']);
  });

  it('finds nothing for a name no package uses', () => {
    expect(chartsNamesMatching(/sankey/i)).toEqual({ exports: [], folders: [] });
  });
});
