import { describe, expect, it } from 'vitest';
import { getProductLlmsTxtPath } from './llmsTxtPath';
import { getProductFromPath } from './products';

describe('llms.txt paths', () => {
  it('a product’s llms.txt sits in the folder of its feature pages', () => {
    expect(getProductLlmsTxtPath('x-data-grid')).toBe('/x/react-data-grid/llms.txt');
    expect(getProductLlmsTxtPath('x-date-pickers')).toBe('/x/react-date-pickers/llms.txt');
    expect(getProductFromPath(getProductLlmsTxtPath('x-charts'))).toBe('x-charts');
  });
});
