import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of DESIGN.md: apps never import each other; shared never imports apps;
 *  the mock server imports only shared; nobody reaches into another package's internals. */
const noAppImports = (...apps) => apps.flatMap((app) => [`@pronto/${app}`, `@pronto/${app}/*`, `**/${app}/src/**`]);
const noInternals = ['@pronto/*/src/*', '**/shared/*/src/**'];
const boundary = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...forbidden, ...noInternals],
            message: 'Import boundary (DESIGN.md): use the package entry point, never another app.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-es/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.vite/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.lighthouse/**',
      'mock-server/data/**',
      'shared/devtools/reports/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules (issue 21): every TypeScript file is linted with its package's tsconfig.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files no package tsconfig includes (these globs cannot use `**`, so each is listed), linted with
          // tsconfig.node.json's options: the base tsconfig.json has no files, so it cannot be the default.
          allowDefaultProject: ['vite.config.ts', 'mock-server/bundle.d.mts'],
          defaultProject: 'tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns, and the console and the site pass async handlers to
      // JSX attributes (onClick, onSubmit...) on purpose; every other place a promise is passed where a
      // void callback is expected is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // JavaScript stays without type information (the type-checked rules would need a program for it).
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['customer-site/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundary(['shared/**'], noAppImports('customer-site', 'admin', 'mock-server', 'e2e')),
  boundary(['customer-site/**'], noAppImports('admin', 'mock-server', 'e2e')),
  boundary(['admin/**'], noAppImports('customer-site', 'mock-server', 'e2e')),
  boundary(['mock-server/**'], noAppImports('customer-site', 'admin', 'e2e')),
  // End-to-end tests drive the apps through the browser and the mock through HTTP, never their code.
  boundary(['e2e/**'], noAppImports('customer-site', 'admin', 'mock-server')),
);
