import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { TYPE_AWARE_RULES } from './type-aware-rules.js';

// The snippets are files that do not exist, so no TypeScript program holds them: they are linted without types,
// by every rule that needs none.
const withoutTypes = Object.fromEntries(Object.keys(TYPE_AWARE_RULES).map((rule) => [rule, 'off' as const]));
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: withoutTypes },
});

/** The rules the repository's lint configuration breaks on `code` written at `filePath`. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const ACROSS = 'workspace-boundaries/no-relative-import-across-workspaces';

describe('the lint rules of the workspaces’ boundaries', () => {
  it.each([
    [
      'a remote importing another remote by a relative path',
      'remotes/betting/src/a.ts',
      "import { x } from '../../casino/src/x';",
      ACROSS,
    ],
    [
      'a remote re-exporting another remote by a relative path',
      'remotes/betting/src/a.ts',
      "export { x } from '../../office/src/x';",
      ACROSS,
    ],
    [
      'a remote loading another remote lazily by a relative path',
      'remotes/betting/src/a.ts',
      "export const load = () => import('../../info/src/x');",
      ACROSS,
    ],
    [
      'a remote importing another remote by its package name',
      'remotes/betting/src/a.ts',
      "import { x } from '@betfront/remote-casino';",
      'no-restricted-imports',
    ],
    [
      'a remote importing the shell',
      'remotes/betting/src/a.ts',
      "import { x } from '@betfront/shell/x';",
      'no-restricted-imports',
    ],
    [
      'a package importing a remote by its package name',
      'packages/ui/src/a.ts',
      "import { x } from '@betfront/remote-office';",
      'no-restricted-imports',
    ],
    [
      'a package importing a remote by a relative path',
      'packages/betslip/src/a.ts',
      "import { x } from '../../../remotes/betting/src/x';",
      ACROSS,
    ],
    [
      'a package importing another package by a relative path',
      'packages/betslip/src/a.ts',
      "import { x } from '../../coupon/src/x';",
      ACROSS,
    ],
    [
      'a test importing another remote by a relative path',
      'remotes/casino/src/a.test.ts',
      "import { x } from '../../betting/src/x';",
      ACROSS,
    ],
    [
      'raw fetch in a remote',
      'remotes/casino/src/a.ts',
      "export const load = () => fetch('/web-api/x');",
      'no-restricted-globals',
    ],
    [
      'fetch through window in the shell',
      'apps/shell/src/a.ts',
      "export const load = () => window.fetch('/web-api/x');",
      'no-restricted-properties',
    ],
    [
      'raw localStorage in a package',
      'packages/betslip/src/a.ts',
      "export const read = () => localStorage.getItem('k');",
      'no-restricted-globals',
    ],
    [
      'localStorage through globalThis in a remote',
      'remotes/office/src/a.ts',
      "export const read = () => globalThis.localStorage.getItem('k');",
      'no-restricted-properties',
    ],
  ])('fails on %s', async (_name, filePath, code, rule) => {
    expect(await brokenRules(filePath, code)).toContain(rule);
  });

  it.each([
    [
      'a remote importing its own files and shared packages',
      'remotes/betting/src/a/b.ts',
      "import { x } from '../c';\nimport { browserFetch } from '@betfront/remote-kit';\nexport const y = [x, browserFetch];",
    ],
    [
      'a package importing the remote kit',
      'packages/betslip/src/a.ts',
      "import { browserLocalStorage } from '@betfront/remote-kit';\nexport const y = browserLocalStorage;",
    ],
    [
      'the one module that calls fetch',
      'packages/remote-kit/src/browser-fetch.ts',
      "export const load = () => fetch('/web-api/x');",
    ],
    [
      'the one module that reads localStorage',
      'packages/remote-kit/src/browser-local-storage.ts',
      'export const store = () => window.localStorage;',
    ],
    [
      'a fetch handed in as a parameter',
      'remotes/footer/src/a.ts',
      "export const load = (fetch: (url: string) => Promise<unknown>) => fetch('/web-api/x');",
    ],
    [
      'a test reading the platform’s dictionaries in place',
      'remotes/info/src/a.test.ts',
      "import ru from '../../../apps/platform/src/dictionaries/data/info/ru.json';\nexport const y = ru;",
    ],
  ])('passes %s', async (_name, filePath, code) => {
    expect(await brokenRules(filePath, code)).toEqual([]);
  });
});
