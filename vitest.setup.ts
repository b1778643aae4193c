import { getQueriesForElement, queries, screen } from '@testing-library/dom';

// Workers are reused between files (see vitest.config.ts), so @testing-library/dom is loaded once per worker, and its
// `screen` stays bound to the body of the first file's jsdom: each jsdom file gets a new document, so bind it again.
if (typeof document !== 'undefined') Object.assign(screen, getQueriesForElement(document.body, queries));
