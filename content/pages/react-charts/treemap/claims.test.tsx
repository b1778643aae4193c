import { expect } from 'vitest';
import { claim } from '@/claims/claim';
import { chartsNamesMatching } from '@/claims/chartsNamesMatching';

claim('This component is **planned** and does not exist in `@mui/x-charts` 7.21.0.', () => {
  expect(chartsNamesMatching(/treemap/i)).toEqual({ exports: [], folders: [] });
});

claim('7.21.0 has no component that lays out rectangles by area', () => {
  expect(chartsNamesMatching(/treemap|hierarch|partition|sunburst|squarif|icicle/i)).toEqual({
    exports: [],
    folders: [],
  });
});
