import { describe, expect, it } from 'vitest';
import { interpolate, listPlaceholders } from './interpolate';

describe('interpolate', () => {
  it('fills every placeholder with its value, numbers included', () => {
    expect(interpolate('$shown of $total rows', { shown: 3, total: 12 })).toBe('3 of 12 rows');
  });

  it('fills a placeholder each time it appears', () => {
    expect(interpolate('$name, then $name again', { name: 'Grid' })).toBe('Grid, then Grid again');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(interpolate('Files of the $name demo', { nmae: 'Basic' })).toBe('Files of the $name demo');
  });

  it('ignores values the string has no placeholder for', () => {
    expect(interpolate('Demo: $name', { name: 'Basic', extra: 'x' })).toBe('Demo: Basic');
  });

  it('inserts a value literally, even one that looks like a replacement pattern', () => {
    expect(interpolate('No results for “$query”.', { query: "$& $' $1" })).toBe("No results for “$& $' $1”.");
  });

  it('does not read placeholders from the object prototype', () => {
    expect(interpolate('$toString', {})).toBe('$toString');
  });

  it('reads a placeholder up to the first character that cannot be part of a name', () => {
    expect(interpolate('$label, switch product', { label: 'Charts' })).toBe('Charts, switch product');
    expect(interpolate('阅读 $url。', { url: 'https://mui.com/x/a.md' })).toBe('阅读 https://mui.com/x/a.md。');
  });
});

describe('listPlaceholders', () => {
  it('lists each placeholder once, in order', () => {
    expect(listPlaceholders('Save it as $file next to $demo, which imports $file')).toEqual(['file', 'demo']);
  });

  it('finds none in a plain string', () => {
    expect(listPlaceholders('Skip to content')).toEqual([]);
  });
});
