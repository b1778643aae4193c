// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { fakeGridViewport } from './fakeGridViewport';

test('hides jsdom from the user agent and gives only the grid main area the size, live', () => {
  expect(window.navigator.userAgent).toMatch(/jsdom/);
  const viewport = fakeGridViewport({ width: 600, height: 400 });
  expect(window.navigator.userAgent).not.toMatch(/jsdom/);

  const main = document.createElement('div');
  main.className = 'MuiDataGrid-main';
  main.style.color = 'red';
  const other = document.createElement('div');
  document.body.append(main, other);
  expect([getComputedStyle(main).width, getComputedStyle(main).height]).toEqual(['600px', '400px']);
  expect(getComputedStyle(main).color).toBe('rgb(255, 0, 0)');
  expect(getComputedStyle(other).width).not.toBe('600px');

  viewport.height = 900;
  expect(getComputedStyle(main).height).toBe('900px');
});
