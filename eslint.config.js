import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Import boundaries of DESIGN.md: apps never import each other; shared never imports apps;
 *  the mock server imports only shared; nobody reaches into another package's internals. */
const noAppImports = (...apps) => apps.flatMap((app) => [`@pronto/${app}`, `@pronto/${app}/*`, `**/${app}/src/**`]);
const noInternals = ['@pronto/*/src/*', '**/shared/*/src/**'];
const boundary = (files, forbidden, ignores = [], paths = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths,
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

/** The folders (or files) directly in `dir`, but those named. */
const entriesOf = (dir, ...but) => readdirSync(new URL(dir, import.meta.url)).filter((name) => !but.includes(name));

/**
 * Import boundaries inside an app: a feature folder (a page of the site, a resource of the
 * console) never imports another feature folder; code they share lives in a named module beside them
 * (site: `account/`, `payment-details/`, `loan-flow/`; console: `actions/`, `audit-trail/`, `templates/`,
 * `statuses/`). Only the route table (the console's also through its route loaders, routeLoaders.ts; the site's through its page chunks, page-chunks.ts; the build's prerender, for the public pages' content) reaches
 * into the features.
 */
const featureZones = (featuresDir, features, outside) => [
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'A feature never imports another: move what both use into a named shared module.',
  })),
  { target: outside, from: featuresDir, message: 'Only the route table imports the features.' },
];
const importRules = {
  files: ['**/*.{ts,tsx,mts}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] })],
  },
  rules: {
    // A route table imports its pages lazily and the pages link back to it: a cycle only through import() is not one.
    'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
  },
};
const insideApps = {
  files: ['customer-site/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureZones('./customer-site/src/pages', entriesOf('./customer-site/src/pages'), [
            ...entriesOf('./customer-site/src', 'pages', 'prerender', 'test', 'app').map((name) => `./customer-site/src/${name}`),
            ...entriesOf('./customer-site/src/app', 'routes.ts', 'page-chunks.ts').map((name) => `./customer-site/src/app/${name}`),
          ]),
          ...featureZones(
            './admin/src/resources',
            entriesOf('./admin/src/resources'),
            entriesOf('./admin/src', 'resources', 'App.tsx', 'routeLoaders.ts', 'test').map((name) => `./admin/src/${name}`),
          ),
        ],
      },
    ],
  },
};

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
    // Type-aware rules: every TypeScript file is linted with its package's tsconfig.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Files no package tsconfig includes (these globs cannot use `**`, so each is listed), linted with
          // tsconfig.node.json's options: the base tsconfig.json has no files, so it cannot be the default.
          allowDefaultProject: ['vite.config.ts'],
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
  importRules,
  insideApps,
  {
    // Dates in the console's language, never the browser's (10/20/2026 for a UK agent).
    files: ['admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]',
          message: "Write dates in the console's language: admin/src/fields/locale.ts (useFormatDate) or fields/DateField.tsx.",
        },
      ],
    },
  },
  boundary(['shared/**'], noAppImports('customer-site', 'admin', 'mock-server', 'e2e'), ['shared/devtools/**']),
  // The dev tools start the mock (npm start, the bench) through its package's bundle entry, never its files.
  boundary(['shared/devtools/**'], [...noAppImports('customer-site', 'admin', 'e2e'), '../**/mock-server/**', '@pronto/mock-server/src/*']),
  boundary(['customer-site/**'], noAppImports('admin', 'mock-server', 'e2e')),
  boundary(
    ['admin/**'],
    noAppImports('customer-site', 'mock-server', 'e2e'),
    [],
    [
      {
        name: 'react-admin',
        importNames: ['DateField'],
        message: "Use admin/src/fields/DateField.tsx: dates in the console's language, not the browser's.",
      },
      {
        name: 'react-admin',
        importNames: ['Show', 'Edit', 'ShowGuesser', 'EditGuesser'],
        message: 'Use admin/src/layout/RecordViews.tsx: a record the API does not have opens the error route (back-office.md §8).',
      },
    ],
  ),
  boundary(['mock-server/**'], noAppImports('customer-site', 'admin', 'e2e')),
  // End-to-end tests drive the apps through the browser and the mock through HTTP, never their code.
  boundary(['e2e/**'], noAppImports('customer-site', 'admin', 'mock-server')),
);
