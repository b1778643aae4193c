import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { markdownToHast } from '../renderMarkdown';
import { processImages } from './processImages';

async function processed(markdown: string): Promise<string> {
  const tree = await markdownToHast(markdown, 'en', 'page.md');
  processImages(tree, { filePath: 'page.md' });
  return toHtml(tree);
}

describe('processImages', () => {
  it('gives a site image its intrinsic size, lazy loading and async decoding', async () => {
    expect(await processed('![The Pro plan house ad](/x/static/ads/mui-x-pro.svg "Pro")\n')).toBe(
      '<p><img src="/x/static/ads/mui-x-pro.svg" alt="The Pro plan house ad" title="Pro" width="260" height="200" loading="lazy" decoding="async"></p>',
    );
  });

  it('keeps an https image, lazily loaded', async () => {
    expect(await processed('![A chart](https://example.com/chart.png)\n')).toBe(
      '<p><img src="https://example.com/chart.png" alt="A chart" loading="lazy" decoding="async"></p>',
    );
  });

  it('fails the build, naming the page, for a missing alt text, a missing file or an unsafe source', async () => {
    await expect(processed('![](/x/static/ads/mui-x-pro.svg)')).rejects.toThrow(
      'page.md:1:1: the image /x/static/ads/mui-x-pro.svg has no alt text',
    );
    await expect(processed('![Gone](/x/static/missing.png)')).rejects.toThrow(
      'page.md:1:1: the image /x/static/missing.png does not exist under public/',
    );
    await expect(processed('![Escape](/x/../../package.json)')).rejects.toThrow('does not exist under public/');
    for (const src of [
      'javascript:alert(1)',
      'http://example.com/a.png',
      'data:image/png;base64,AAAA',
      'relative.png',
      '//example.com/a.png',
    ]) {
      await expect(processed(`![Bad](${src})`), src).rejects.toThrow('must be https:// or a path of this site');
    }
  });
});
