import { describe, expect, it } from 'vitest';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import bettingEn from '../../../apps/platform/src/dictionaries/data/betting/en.json';
import bettingRu from '../../../apps/platform/src/dictionaries/data/betting/ru.json';
import boardEn from '../../../apps/platform/src/dictionaries/data/betting-board/en.json';
import boardRu from '../../../apps/platform/src/dictionaries/data/betting-board/ru.json';
import betsEn from '../../../apps/platform/src/dictionaries/data/bets/en.json';
import betsRu from '../../../apps/platform/src/dictionaries/data/bets/ru.json';
import couponEn from '../../../apps/platform/src/dictionaries/data/coupon/en.json';
import couponRu from '../../../apps/platform/src/dictionaries/data/coupon/ru.json';
import pageTypesEn from '../../../apps/platform/src/dictionaries/data/page-types/en.json';
import pageTypesRu from '../../../apps/platform/src/dictionaries/data/page-types/ru.json';
import layoutEn from '../../../apps/platform/src/dictionaries/data/layout/en.json';
import layoutRu from '../../../apps/platform/src/dictionaries/data/layout/ru.json';
import { describeRemoteRoutes } from '../../../packages/ui/src/testing/remote-route-suite';
import { headingOf, sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';

const en = { ...bettingEn, ...pageTypesEn, ...boardEn, ...couponEn, ...betsEn, ...layoutEn };
const ru = { ...bettingRu, ...pageTypesRu, ...boardRu, ...couponRu, ...betsRu, ...layoutRu };

const SPORT = '1-football';
const CHAMP = '88637-premier-league';
const GAME = '123-arsenal-chelsea';

describeRemoteRoutes({
  remote,
  routes: ROUTES,
  dictionaries: { ru, en },
  samples: {
    betsonyour: [{}, { sport: SPORT }, { sport: SPORT, champ: CHAMP }, { sport: SPORT, champ: CHAMP, game: GAME }],
    'cyber.all': [{ type: 'live' }, { type: 'line' }],
    'cyber.champs': [{ type: 'line' }],
    'cyber.game': [{ type: 'live', game: '5-navi-vitality' }],
    cyber: [
      { type: 'live' },
      { type: 'line', discipline: '2-dota-2' },
      { type: 'live', discipline: '2-dota-2', champ: '7-the-international' },
    ],
    marble: [{}, { section: 'live' }, { section: 'line', sport: '50-marble-football' }],
    ufc: [{}, { section: 'live' }],
    topgame: [{}, { section: 'live' }],
    politics: [{}, { champ: '61-presidential-elections' }],
    'toto.draw': [{}, { drawId: '42' }],
    lotto: [
      {},
      { sectionName: 'results' },
      { sectionName: 'results', lottoId: '5' },
      { sectionName: 'view', lottoId: '5' },
    ],
    sport: [
      { section: 'live' },
      { section: 'line', menuSection: 'popular' },
      { section: 'live', sport: SPORT },
      { section: 'line', menuSection: 'top', sport: SPORT, champ: CHAMP },
      { section: 'line', sport: SPORT, champ: CHAMP, game: GAME },
    ],
  },
});

const noNetwork = () => Promise.reject(new Error('no network'));

function routeNamed(name: string) {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

async function load(name: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const ctx = sampleContext('en', routeNamed(name), params, query);
  return { ctx, loaded: await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() }) };
}

async function render(name: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const { ctx, loaded } = await load(name, params, query);
  if (loaded.status !== 200) throw new Error(`${name} answered ${loaded.status}`);
  // As the server does: a string render cannot wait for a split view's code.
  await remote.prepare?.(loaded.data, ctx);
  return renderToString(withQueries(<remote.App ctx={ctx} data={loaded.data} t={createTranslate(en)} />));
}

describe('betting remote', () => {
  it('heads live and line differently', async () => {
    expect(headingOf(await render('sport', { section: 'live' }))).toBe('Live betting');
    expect(headingOf(await render('sport', { section: 'line' }))).toBe('Pre-match betting');
  });

  it('marks the section and the menu tab of a sport page', async () => {
    const html = await render('sport', { section: 'live', menuSection: 'today', sport: SPORT });
    expect(headingOf(html)).toBe('Football: live betting');
    expect(html).toContain('<nav aria-label="Betting sections"');
    expect(html).toMatch(/<a href="\/en\/live" aria-current="page"/);
    expect(html).toMatch(/<a href="\/en\/live\/today" aria-current="page"/);
  });

  it('names the championship of a championship page', async () => {
    const html = await render('epl.final', {});
    expect(headingOf(html)).toBe('English Premier League: the final');
    expect(html).toMatch(/<a href="\/en\/epl\/final" aria-current="page"/);
  });

  it('loads a shared coupon code from the query', async () => {
    expect(headingOf(await render('user.coupon', {}, { load: 'AB12CD' }))).toBe('Load bet slip AB12CD');
  });

  it('answers 404 for parameters it does not know', async () => {
    expect((await load('cyber.all', { type: 'mobile' })).loaded.status).toBe(404);
    expect((await load('sport', { section: 'live', menuSection: 'archive' })).loaded.status).toBe(404);
    expect((await load('lotto', { sectionName: 'view' })).loaded.status).toBe(404);
    expect((await load('lotto', { sectionName: 'catalog', lottoId: '5' })).loaded.status).toBe(404);
    expect((await load('user.coupon', {}, { load: 'no spaces allowed' })).loaded.status).toBe(404);
  });
});
