import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const iconsBarrel = {
  name: '@mui/icons-material',
  message: 'Import each icon from its own path: @mui/icons-material/Name.',
};
const nextLink = {
  name: 'next/link',
  message: 'Use Link or RouterLink from @/routing/Link: they add the language prefix.',
};
// The v8 packages are installed under aliases only to test the migration pages' claims (docs/decisions/0022).
const v8Packages = {
  group: ['@mui/*-v8', '@mui/*-v8/**'],
  message: 'The MUI X v8 packages are for the migration claim tests only: the site documents 7.21.0.',
};
const zodMini = {
  name: 'zod/v4-mini',
  message: 'Import z from @/validation/zodMini: it turns off the eval that the Content-Security-Policy forbids.',
};

export default tseslint.config(
  {
    ignores: [
      '.next/',
      '.next-dev/',
      '**/*.generated.tsx',
      'out/',
      '.e2e-site/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'generated/',
      'mcp/dist/',
      'mcp/data/',
      '.tmp-*/',
    ],
  },
  js.configs.recommended,
  { files: ['*.config.js'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [iconsBarrel, nextLink, zodMini], patterns: [v8Packages] }],
    },
  },
  // The one module allowed to wrap next/link: it adds the language prefix every internal link needs.
  {
    files: ['src/routing/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [iconsBarrel, zodMini], patterns: [v8Packages] }] },
  },
  // The one module allowed to import Zod's mini build: it configures it for the Content-Security-Policy.
  {
    files: ['src/validation/zodMini.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [iconsBarrel, nextLink], patterns: [v8Packages] }] },
  },
  // The migration guides' claim tests render the v8 side of each change.
  {
    files: ['content/pages/migration/*/claims.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [iconsBarrel, nextLink, zodMini] }] },
  },
);
