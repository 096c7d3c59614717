import { describe, expect, it } from 'vitest';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import en from '../../../apps/platform/src/dictionaries/data/results/en.json';
import ru from '../../../apps/platform/src/dictionaries/data/results/ru.json';
import { describeRemoteRoutes } from '../../../packages/ui/src/testing/remote-route-suite';
import { headingOf, sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';

describeRemoteRoutes({
  remote,
  routes: ROUTES,
  dictionaries: { ru, en },
  samples: {
    results: [{}, { type: 'live' }, { type: 'zone' }],
    statisticpopup: [{ rest: 'game/12345' }],
  },
});

const resultsRoute = ROUTES.find((route) => route.name === 'results');
const statisticsRoute = ROUTES.find((route) => route.name === 'statisticpopup');
const noNetwork = () => Promise.reject(new Error('no network'));

describe('results remote', () => {
  it('heads each results type with its own title', async () => {
    if (!resultsRoute) throw new Error('no results route');
    const t = createTranslate(en);
    const variants: Record<string, string>[] = [{}, { type: 'live' }, { type: 'zone' }];
    const titles = await Promise.all(
      variants.map(async (params) => {
        const ctx = sampleContext('en', resultsRoute, params);
        const loaded = await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() });
        if (loaded.status !== 200) throw new Error('not loaded');
        return remote.head({ ctx, data: loaded.data, t }).title;
      }),
    );
    expect(titles).toEqual(['Results — betfront', 'Live results — betfront', 'Game zone results — betfront']);
  });

  it('marks the current tab', async () => {
    if (!resultsRoute) throw new Error('no results route');
    const ctx = sampleContext('ru', resultsRoute, { type: 'live' });
    const loaded = await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() });
    if (loaded.status !== 200) throw new Error('not loaded');
    const html = renderToString(withQueries(<remote.App ctx={ctx} data={loaded.data} t={createTranslate(ru)} />));
    expect(headingOf(html)).toBe('Результаты лайва');
    expect(html).toMatch(/<a href="\/ru\/results\/live" aria-current="page"/);
  });

  it('answers 404 for an unknown results type', async () => {
    if (!resultsRoute) throw new Error('no results route');
    const ctx = sampleContext('en', resultsRoute, { type: 'archive' });
    expect((await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() })).status).toBe(404);
  });

  it('answers 404 for a statistics path it cannot read', async () => {
    if (!statisticsRoute) throw new Error('no statistics route');
    const ctx = sampleContext('en', statisticsRoute, { rest: 'a/b/c/d/e/f' });
    expect((await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() })).status).toBe(404);
  });
});
