import { describe, expect, it } from 'vitest';
import { ADMIN, XHR } from '../testing/test-app';
import { bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { findControlCharacter } from './control-characters';

const NUL = 'a\u0000b';

describe('findControlCharacter', () => {
  it('finds the path of the first text with a control character, in values and in keys', () => {
    expect(findControlCharacter({ login: 'bob', nested: [{ note: NUL }] })).toEqual(['nested', '0', 'note']);
    expect(findControlCharacter({ [NUL]: 1 })).toEqual([NUL]);
    expect(findControlCharacter('\u007f')).toEqual([]);
  });

  it('lets through tabs, line breaks and every printable character', () => {
    expect(
      findControlCharacter({ text: 'line one\r\nline\ttwo — «ок» 🙂', count: 3, on: true, none: null }),
    ).toBeNull();
  });
});

/** Every route of the platform as "METHOD path", read from Fastify's route tree. */
function listRoutes(tree: string): { method: string; path: string }[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([│\s]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) return [];
    const depth = Math.round((match[1] ?? '').length / 4);
    const path = (depth > 0 ? (parents[depth - 1] ?? '') : '') + (match[2] ?? '');
    parents[depth] = path;
    const methods = (match[3] ?? '').split(', ').filter((method) => method && method !== 'HEAD');
    return methods.map((method) => ({ method, path }));
  });
}

const platform = bettingTestAppOfFile();

describe('every route of the platform', () => {
  it(
    'answers a NUL byte in its path, query or body with a 4xx, never a server error',
    { timeout: 60_000 },
    async () => {
      const { cookie } = await createBettor(platform.db);
      const { streamRoutes } = platform.app.inFlight;
      const routes = listRoutes(platform.app.printRoutes({ commonPrefix: false })).filter(
        ({ method, path }) => path !== '*' && !streamRoutes.has(`${method} ${path}`),
      );
      expect(streamRoutes.size).toBeGreaterThanOrEqual(3);
      expect(routes.length).toBeGreaterThan(100);
      const failures: string[] = [];
      let refusedForControlCharacters = 0;
      for (const { method, path } of routes) {
        const url = `${path.replace(/:[A-Za-z]+/g, 'a%00b').replace(/\*$/, 'a%00b')}?lng=ru&q=a%00b&probe=a%00b`;
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const response = await platform.app.inject({
          method: method as 'GET',
          url,
          headers: { ...XHR, ...ADMIN, cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: { probe: NUL, login: NUL, password: NUL, code: NUL, promoCode: NUL } } : {}),
        });
        // Before `npm run build` the site's own files answer 503 site_not_built, whatever the request holds.
        const isUnbuiltSite = response.statusCode === 503 && response.body.includes('site_not_built');
        if (response.statusCode >= 500 && !isUnbuiltSite) failures.push(`${method} ${path} → ${response.statusCode}`);
        if (response.statusCode === 400 && response.body.includes('control characters')) refusedForControlCharacters++;
      }
      expect(failures).toEqual([]);
      expect(refusedForControlCharacters).toBeGreaterThan(routes.length / 2);
    },
  );
});
