import { createQueryClient } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Fetcher, RemoteDefinition, Translate } from '@betfront/remote-kit';
import { headingOf, sampleContext, sampleParams } from './route-samples';
import type { CatalogueRoute } from './route-samples';

type Dictionary = Readonly<Record<string, string>>;

interface RemoteRouteSuite<TData> {
  remote: RemoteDefinition<TData>;
  routes: readonly CatalogueRoute[];
  dictionaries: { ru: Dictionary; en: Dictionary };
  /** Parameter values per route name, for parameters the catalogue leaves open (and optional ones). */
  samples?: Readonly<Record<string, readonly Readonly<Record<string, string>>[]>>;
  /** The platform's answers the remote's loads get; by default there is no network. */
  fetch?: Fetcher;
}

const noNetwork: Fetcher = () => Promise.reject(new Error('no network'));

/** A translate that records every key the dictionary lacks, so a test can require complete texts. */
function recordingTranslate(dictionary: Dictionary, missing: Set<string>): Translate {
  return (key, vars) => {
    const text = dictionary[key];
    if (text === undefined) {
      missing.add(key);
      return key;
    }
    return text.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (whole, name: string) => String(vars?.[name] ?? whole));
  };
}

/**
 * Walks every catalogue route assigned to the remote, in Russian and English: the route loads, its head
 * has a title and description, the page renders a first-level heading, and no text is missing.
 */
export function describeRemoteRoutes<TData>({
  remote,
  routes,
  dictionaries,
  samples = {},
  fetch = noNetwork,
}: RemoteRouteSuite<TData>) {
  const own = routes.filter((route) => route.remote === remote.appName);

  describe(`${remote.appName}: every catalogue route`, () => {
    it('has routes in the catalogue', () => {
      expect(own.length).toBeGreaterThan(0);
    });

    it('has the same keys in Russian and English', () => {
      expect(Object.keys(dictionaries.ru).sort()).toEqual(Object.keys(dictionaries.en).sort());
    });

    for (const lng of ['ru', 'en'] as const) {
      for (const route of own) {
        for (const given of samples[route.name] ?? [{}]) {
          const label = `${lng} ${route.name} ${JSON.stringify(given)}`;
          it(`renders ${label}`, async () => {
            const ctx = sampleContext(lng, route, sampleParams(route, given));
            const queries = createQueryClient();
            const loaded = await remote.load({ ctx, fetch, queries });
            expect(loaded.status, label).toBe(200);
            if (loaded.status !== 200) return;
            const missing = new Set<string>();
            const t = recordingTranslate(dictionaries[lng], missing);
            const head = remote.head({ ctx, data: loaded.data, t });
            await remote.prepare?.(loaded.data, ctx);
            const html = renderToString(withQueries(createElement(remote.App, { ctx, data: loaded.data, t }), queries));
            const heading = headingOf(html);
            expect([...missing], label).toEqual([]);
            expect(head.title, label).toMatch(/betfront/);
            expect(head.description?.length ?? 0, label).toBeGreaterThan(20);
            expect(heading, label).toBeTruthy();
            expect(head.title, label).toContain(heading);
          });
        }
      }
    }
  });
}
