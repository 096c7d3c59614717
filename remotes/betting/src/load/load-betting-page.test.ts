import { describe, expect, it } from 'vitest';
import type { RemoteContext } from '@betfront/remote-kit';
import { fakePlatform } from '../../../../packages/ui/src/testing/fake-platform';
import { gameFixture } from '../testing/game-fixture';
import { loadBettingPage } from './load-betting-page';

function context(name: string, params: Record<string, string>, query: Record<string, string> = {}): RemoteContext {
  return { lng: 'en', route: { name, params, query, path: `/en/${name}` }, user: null, isMobile: false };
}

const game = gameFixture({ id: 7 });
const menu = {
  sports: [
    {
      id: 1,
      slug: 'football',
      name: 'Football',
      isCyber: false,
      gamesCount: 1,
      champs: [{ id: 10, slug: 'epl', name: 'England. Premier League', countryCode: 'GB', isTop: true, gamesCount: 1 }],
    },
  ],
};

describe('loadBettingPage', () => {
  it('loads the live list of a sport with the menu, up to 300 games, and names the sport', async () => {
    const { fetch, calls } = fakePlatform({
      '/web-api/sportsbook/games': { games: [game] },
      '/web-api/sportsbook/menu': menu,
    });
    const loaded = await loadBettingPage(context('sport', { section: 'live', sport: '1-football' }), fetch);
    expect(loaded.status).toBe(200);
    if (loaded.status !== 200) return;
    expect(loaded.data.games.lists[0]?.games.map((g) => g.id)).toEqual([7]);
    expect(loaded.data.games.dropFinished).toBe(true);
    expect(loaded.data.games.pollMs).toBe(3000);
    expect(loaded.data.vars.sport).toBe('Football');
    expect(calls.find((call) => call.startsWith('/web-api/sportsbook/games'))).toContain('limit=300');
    expect(calls.find((call) => call.startsWith('/web-api/sportsbook/games'))).toContain('sportId=1');
  });

  it('loads one game with every market, and answers 404 for a game the platform does not know', async () => {
    const found = fakePlatform({ '/web-api/sportsbook/games/7': { game } });
    const loaded = await loadBettingPage(
      context('sport', { section: 'live', sport: '1-football', champ: '10-epl', game: '7-arsenal-chelsea' }),
      found.fetch,
    );
    expect(loaded.status).toBe(200);
    if (loaded.status === 200) {
      expect(loaded.data.games.game?.id).toBe(7);
      expect(loaded.data.vars.game).toBe('Arsenal — Chelsea');
      expect(loaded.data.games.pollMs).toBe(2000);
    }
    const missing = fakePlatform({});
    expect(await loadBettingPage(context('epl.event', { id: '99' }), missing.fetch)).toEqual({ status: 404 });
    expect(await loadBettingPage(context('cyber.game', { type: 'live', game: '99-x' }), missing.fetch)).toEqual({
      status: 404,
    });
  });

  it('answers 404 for a side or a champ the platform does not know', async () => {
    const missing = fakePlatform({ '/web-api/sportsbook/menu': menu });
    const team = context('team', { pageType: 'team', sport: '1-football', champ: '10-epl', game: '99-nobody' });
    expect(await loadBettingPage(team, missing.fetch)).toEqual({ status: 404 });
    const champ = context('sport', { section: 'line', sport: '1-football', champ: '99-nowhere' });
    expect(await loadBettingPage(champ, missing.fetch)).toEqual({ status: 404 });
  });

  it('shows a game page with a notice, not a 404, when the platform fails to answer it', async () => {
    const failing = () => Promise.resolve(new Response('{}', { status: 503 }));
    const loaded = await loadBettingPage(context('epl.event', { id: '7' }), failing);
    expect(loaded.status === 200 && loaded.data.games).toMatchObject({ game: null, failed: true });
  });

  it('finds a championship page by its champ slug', async () => {
    const { fetch, calls } = fakePlatform({
      '/web-api/sportsbook/games': { games: [game] },
      '/web-api/sportsbook/menu': menu,
    });
    const loaded = await loadBettingPage(context('epl', {}), fetch);
    expect(loaded.status).toBe(200);
    expect(calls.filter((call) => call.includes('champId=10'))).toHaveLength(2);
  });

  it('asks a visitor to log in on the favourites page without calling the platform', async () => {
    const { fetch, calls } = fakePlatform({});
    const loaded = await loadBettingPage(context('favorites', {}), fetch);
    expect(loaded.status === 200 && loaded.data.games.needsLogin).toBe(true);
    expect(calls).toEqual([]);
  });

  it('searches only for two letters or more', async () => {
    const { fetch, calls } = fakePlatform({ '/web-api/sportsbook/search': { games: [game] } });
    await loadBettingPage(context('search-events', {}, { q: 'a' }), fetch);
    expect(calls).toEqual([]);
    const loaded = await loadBettingPage(context('search-events', {}, { q: 'arsenal' }), fetch);
    expect(calls[0]).toContain('q=arsenal');
    expect(loaded.status === 200 && loaded.data.games.lists[0]?.games).toHaveLength(1);
  });

  it('shows the page with a notice when the platform fails', async () => {
    const loaded = await loadBettingPage(context('home', {}), () => Promise.reject(new Error('offline')));
    expect(loaded.status).toBe(200);
    expect(loaded.status === 200 && loaded.data.games.failed).toBe(true);
  });
});
