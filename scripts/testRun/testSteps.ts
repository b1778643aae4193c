/** What `npm test` runs, in order: the generators the types and tests read, then the checks from fastest to slowest. */
export const TEST_STEPS = [
  'generate:api',
  'generate:theme',
  'generate:revision',
  'typecheck',
  'lint',
  'format:check',
  'test:unit',
  'test:content',
  'test:claims',
  'test:e2e',
  'test:dev',
] as const;
