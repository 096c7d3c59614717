import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { TYPE_AWARE_RULES } from './eslint/type-aware-rules.js';
import { workspaceBoundaries } from './eslint/workspace-boundaries.js';

// Every folder under remotes/ is one remote application.
const remotes = readdirSync(new URL('./remotes/', import.meta.url));

// The client's one module for each browser API that talks to the outside world or keeps state.
const BROWSER_FETCH_MODULE = 'packages/remote-kit/src/browser-fetch.ts';
const BROWSER_STORAGE_MODULE = 'packages/remote-kit/src/browser-local-storage.ts';
const CLIENT_CODE = ['apps/shell/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'];
// Tests set up the browser's state (a stored coupon, a stubbed network) as a page would find it.
const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**'];
const browserGlobal = (name, module) => ({
  message: `Use ${module.split('/').pop()} of @betfront/remote-kit, the one module that reaches ${name}.`,
});
const throughGlobalObjects = (name, module) =>
  ['window', 'globalThis', 'self'].map((object) => ({ object, property: name, ...browserGlobal(name, module) }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'workspace-boundaries': workspaceBoundaries },
    rules: {
      'workspace-boundaries/no-relative-import-across-workspaces': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name what a module exports: no export *.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: TYPE_AWARE_RULES,
  },
  // Remote applications never import each other: they talk through the shell's event channel.
  ...remotes.map((name) => ({
    files: [`remotes/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: remotes.filter((other) => other !== name).map((other) => `@betfront/remote-${other}*`),
              message: 'Remotes do not import each other.',
            },
            {
              group: ['@betfront/platform*', '@betfront/shell*'],
              message: 'Remotes use the contract and the remote kit, not the shell or the platform.',
            },
          ],
        },
      ],
    },
  })),
  // Shared packages are used by remotes and the shell; a package that imported a remote would tie them together.
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@betfront/remote-*', '!@betfront/remote-kit', '!@betfront/remote-kit/*'],
              message: 'Packages do not import remotes.',
            },
            {
              group: ['@betfront/platform*', '@betfront/shell*'],
              message: 'Packages use the contract and each other, not the shell or the platform.',
            },
          ],
        },
      ],
    },
  },
  // Tests may read the platform's dictionaries and the shell's test harness in place, but never another remote.
  {
    files: TESTS,
    rules: { 'workspace-boundaries/no-relative-import-across-workspaces': ['error', { into: ['remotes'] }] },
  },
  {
    files: CLIENT_CODE,
    ignores: [...TESTS, BROWSER_FETCH_MODULE, BROWSER_STORAGE_MODULE],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', ...browserGlobal('fetch', BROWSER_FETCH_MODULE) },
        { name: 'localStorage', ...browserGlobal('localStorage', BROWSER_STORAGE_MODULE) },
      ],
      'no-restricted-properties': [
        'error',
        ...throughGlobalObjects('fetch', BROWSER_FETCH_MODULE),
        ...throughGlobalObjects('localStorage', BROWSER_STORAGE_MODULE),
      ],
    },
  },
);
