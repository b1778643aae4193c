import { describe, expect, it } from 'vitest';
import { distinctPageTitles } from './distinctPageTitles';

describe('distinctPageTitles', () => {
  it('keeps unique titles as they are', () => {
    expect(distinctPageTitles([{ title: 'Layout', trail: ['Data Grid'] }])).toEqual(['Layout']);
  });

  it('names the section of a title several listed pages share', () => {
    expect(
      distinctPageTitles([
        { title: 'Overview', trail: ['Data Grid'] },
        { title: 'Overview', trail: ['Data Grid', 'Main features', 'Filtering'] },
        { title: 'Quick filter', trail: ['Data Grid', 'Main features', 'Filtering'] },
      ]),
    ).toEqual(['Data Grid › Overview', 'Filtering › Overview', 'Quick filter']);
  });

  it('leaves a shared title alone when the page has no section above it', () => {
    expect(
      distinctPageTitles([
        { title: 'Overview', trail: [] },
        { title: 'Overview', trail: ['Charts'] },
      ]),
    ).toEqual(['Overview', 'Charts › Overview']);
  });
});
