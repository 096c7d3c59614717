import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every folder under remotes/ is one remote application.
const remotes = readdirSync(new URL('./remotes/', import.meta.url));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
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
);
