import { describe, expect, it } from 'vitest';
import type { RemoteContext } from '@betfront/remote-kit';
import { fakePlatform } from '../../../../packages/ui/src/testing/fake-platform';
import { gameFixture } from '../testing/game-fixture';
import { loadBettingPage } from './load-betting-page';

/** The fake platform, with the call to a path found by the path. */
function platform(answers: Record<string, unknown>) {
  const { fetch, calls } = fakePlatform(answers);
  return { fetch, called: (path: string) => calls.find((call) => call.startsWith(`${path}?`)) ?? '' };
}

function context(name: string, params: Record<string, string> = {}): RemoteContext {
  return { lng: 'ru', route: { name, params, query: {}, path: `/ru/${name}` }, user: null, isMobile: false };
}

const fight = gameFixture({ id: 7, sportSlug: 'mma', champSlug: 'ufc' });
const election = gameFixture({ id: 8, sportId: 60, sportSlug: 'politics', champId: 61, champName: 'Выборы' });
const menu = {
  sports: [
    {
      id: 9,
      slug: 'mma',
      name: 'ММА',
      isCyber: false,
      gamesCount: 1,
      champs: [{ id: 20, slug: 'ufc', name: 'UFC', countryCode: 'US', isTop: true, gamesCount: 1 }],
    },
    {
      id: 60,
      slug: 'politics',
      name: 'Политика',
      isCyber: false,
      gamesCount: 1,
      champs: [
        { id: 61, slug: 'presidential-elections', name: 'Выборы', countryCode: null, isTop: false, gamesCount: 1 },
      ],
    },
  ],
};

async function loaded(name: string, params: Record<string, string>, answers: Record<string, unknown>) {
  const fake = platform(answers);
  const page = await loadBettingPage(context(name, params), fake.fetch);
  if (page.status !== 200) throw new Error(`${name} answered ${page.status}`);
  return { data: page.data, called: fake.called };
}

describe('the page types', () => {
  it('lists the UFC champ’s fights in the line by default, leading to game pages under ufc', async () => {
    const { data, called } = await loaded(
      'ufc',
      {},
      {
        '/web-api/sportsbook/menu': menu,
        '/web-api/sportsbook/games': { games: [fight] },
      },
    );
    expect(called('/web-api/sportsbook/games')).toMatch(/mode=line.*champId=20/);
    expect(data.stem).toBe('page-types.ufc.line');
    expect(data.tabs).toEqual({ kind: 'page-type', page: 'ufc', current: 'line' });
    expect(data.games.lists).toEqual([{ id: 'ufc', titleKey: 'page-types.list.ufc.line', games: [fight] }]);
    expect(data.games).toMatchObject({ gameBase: 'ufc/game', pollMs: 15_000, dropFinished: false });
  });

  it('lists only marble games, live every few seconds, a sport of theirs when the path names one', async () => {
    const { data, called } = await loaded(
      'marble',
      { section: 'live', sport: '50-marble-football' },
      {
        '/web-api/sportsbook/games': { games: [fight] },
      },
    );
    expect(called('/web-api/sportsbook/games')).toMatch(/mode=live&marble=only&sportId=50/);
    expect(data.stem).toBe('page-types.marble.sport');
    expect(data.varKeys).toEqual({ mode: 'page-types.mode.live' });
    expect(data.trail).toEqual([{ stem: 'page-types.marble.home', href: 'marble' }]);
    expect(data.games).toMatchObject({ gameBase: 'marble/game', pollMs: 3000, dropFinished: true });
  });

  it('polls the top games of the line every 60 s and those in play every 3 s', async () => {
    const top = { '/web-api/sportsbook/top': { games: [fight] } };
    const line = await loaded('topgame', {}, top);
    expect(line.called('/web-api/sportsbook/top')).toContain('mode=line');
    expect(line.data.games).toMatchObject({ pollMs: 60_000, gameBase: 'topgame/game' });
    const live = await loaded('topgame', { section: 'live' }, top);
    expect(live.called('/web-api/sportsbook/top')).toContain('mode=live');
    expect(live.data.games.pollMs).toBe(3000);
    expect(live.data.stem).toBe('page-types.topgame.live');
  });

  it('lists the political events of the line, by champ too, and answers 404 for a champ politics has not', async () => {
    const answers = { '/web-api/sportsbook/menu': menu, '/web-api/sportsbook/games': { games: [election] } };
    const all = await loaded('politics', {}, answers);
    expect(all.called('/web-api/sportsbook/games')).toMatch(/mode=line.*sportId=60/);
    expect(all.data.tabs).toBeNull();
    const champ = await loaded('politics', { champ: '61-presidential-elections' }, answers);
    expect(champ.called('/web-api/sportsbook/games')).toMatch(/sportId=60.*champId=61/);
    expect(champ.data.vars.champ).toBe('Выборы');
    const other = platform({ '/web-api/sportsbook/menu': menu, '/web-api/sportsbook/games': { games: [] } });
    expect(await loadBettingPage(context('politics', { champ: '20-ufc' }), other.fetch)).toEqual({ status: 404 });
  });

  it('opens a game of a page type under it, and answers 404 for one the platform does not know', async () => {
    const { data } = await loaded(
      'politics.game',
      { game: '8-a-b' },
      { '/web-api/sportsbook/games/8': { game: election } },
    );
    expect(data).toMatchObject({ stem: 'page-types.game', content: 'event', vars: { game: 'Arsenal — Chelsea' } });
    expect(data.trail).toEqual([{ stem: 'page-types.politics.home', href: 'politics' }]);
    expect(data.games).toMatchObject({ game: election, gameBase: 'politics/game' });
    const missing = platform({});
    expect(await loadBettingPage(context('marble.game', { game: '99-x' }), missing.fetch)).toEqual({ status: 404 });
    expect(await loadBettingPage(context('ufc', { section: 'esports' }), missing.fetch)).toEqual({ status: 404 });
  });
});
