import { PLAIN_ICON_NAMES } from '../src/icons/iconNames';
import { readMaterialIconPaths } from '../src/server/icons/readMaterialIconPaths';
import { expect, test } from './fixtures';

test('every icon the site draws is the Material icon of its name', async ({ page }) => {
  // The truth the site's icons are held to: the installed @mui/icons-material's own drawing of each.
  const paths = readMaterialIconPaths();
  await page.goto('/x/introduction/installation/');
  // Side by side, 48 px: the site's icon (a cell of the stylesheet's one image) and Material's path as inline SVG.
  await page.evaluate((icons) => {
    const svgNs = 'http://www.w3.org/2000/svg';
    const board = document.createElement('div');
    board.id = 'icon-board';
    board.style.cssText = 'position:fixed;inset:0;z-index:99999;background:#fff;color:#000;padding:8px';
    for (const [name, d] of Object.entries(icons)) {
      const row = document.createElement('div');
      row.style.cssText = 'display:flex;gap:8px;margin-bottom:4px';
      const site = document.createElement('span');
      site.className = 'plain-icon';
      site.dataset.icon = name;
      site.dataset.side = 'site';
      site.style.fontSize = '48px';
      const svg = document.createElementNS(svgNs, 'svg');
      svg.setAttribute('viewBox', '0 0 24 24');
      svg.setAttribute('width', '48');
      svg.setAttribute('height', '48');
      svg.setAttribute('data-material', name);
      const path = document.createElementNS(svgNs, 'path');
      path.setAttribute('d', d);
      svg.append(path);
      row.append(site, svg);
      board.append(row);
    }
    document.body.append(board);
  }, paths);

  const shots: Record<string, { site: string; material: string }> = {};
  for (const name of PLAIN_ICON_NAMES) {
    shots[name] = {
      site: (await page.locator(`#icon-board [data-side="site"][data-icon="${name}"]`).screenshot()).toString('base64'),
      material: (await page.locator(`#icon-board [data-material="${name}"]`).screenshot()).toString('base64'),
    };
  }
  // For each of the site's icons, the share of its pixels that differ from each Material icon, decoded in the page.
  const nearest = await page.evaluate(async (pictures) => {
    const decode = async (base64: string) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    };
    const ink = async (base64: string) => {
      const data = await decode(base64);
      return Array.from({ length: data.length / 4 }, (_, pixel) => data[pixel * 4]! < 128);
    };
    const inkOf = async (side: 'site' | 'material') =>
      Object.fromEntries(
        await Promise.all(Object.entries(pictures).map(async ([name, shot]) => [name, await ink(shot[side])] as const)),
      );
    const [site, material] = await Promise.all([inkOf('site'), inkOf('material')]);
    return Object.fromEntries(
      Object.entries(site).map(([name, pixels]) => {
        const differences = Object.entries(material).map(([other, theirs]) => ({
          other,
          share: pixels.filter((dark, index) => dark !== theirs[index]).length / pixels.length,
        }));
        differences.sort((a, b) => a.share - b.share);
        return [name, differences[0]!];
      }),
    );
  }, shots);
  for (const name of PLAIN_ICON_NAMES) {
    expect(nearest[name], name).toEqual({ other: name, share: expect.any(Number) });
    expect(nearest[name]!.share, name).toBeLessThan(0.02);
  }
});
