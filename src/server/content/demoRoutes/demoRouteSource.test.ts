import { describe, expect, it } from 'vitest';
import { demoRouteFile, demoRouteSource } from './demoRouteSource';

describe('demoRouteSource', () => {
  it('imports each demo of the page by its literal path, with the chunk name the build manifest expects', () => {
    const source = demoRouteSource('/x/react-charts/bars/', 'en', ['react-charts/bars/demos/BasicBars']);
    expect(source).toContain(
      `'react-charts/bars/demos/BasicBars': () =>\n      import(\n        /* webpackChunkName: "demo-react-charts-bars-demos-BasicBars-tsx" */ '@content/pages/react-charts/bars/demos/BasicBars'\n      ),`,
    );
    expect(source).toContain("getDemoPageStaticProps('/x/react-charts/bars/', 'en')");
    expect(source).not.toContain('${');
  });

  it('carries the shell strings of its own language only', () => {
    const chinese = demoRouteSource('/x/react-charts/bars/', 'zh', ['react-charts/bars/demos/BasicBars']);
    expect(chinese).toContain("import { ZH_STRINGS } from '@/i18n/strings/zh';");
    expect(chinese).not.toContain('EN_STRINGS');
    expect(demoRouteSource('/x/react-charts/bars/', 'en', [])).not.toContain('ZH_STRINGS');
  });

  it('gives each language its own route file beside the catch-all of its prefix', () => {
    expect(demoRouteFile('/x/react-charts/bars/', 'en')).toBe('x/react-charts/bars.generated.tsx');
    expect(demoRouteFile('/x/react-charts/bars/', 'zh')).toBe('zh/x/react-charts/bars.generated.tsx');
  });
});
