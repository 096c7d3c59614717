import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import type { RemoteContext } from '@betfront/remote-kit';
import { ROUTES } from '../../../../apps/shell/src/routes/catalogue';
import en from '../../../../apps/platform/src/dictionaries/data/casino/en.json';
import lobbyEn from '../../../../apps/platform/src/dictionaries/data/casino-lobby/en.json';
import lobbyRu from '../../../../apps/platform/src/dictionaries/data/casino-lobby/ru.json';
import ru from '../../../../apps/platform/src/dictionaries/data/casino/ru.json';
import { headingOf, sampleContext } from '../../../../packages/ui/src/testing/route-samples';
import { remote } from '../remote';
import { SKELETON_GAMES } from './games-skeleton';
import { GamesSkeleton } from './games-skeleton';
import { shownFromQuery } from './load-lobby';
import { fakePlatform } from '../../../../packages/ui/src/testing/fake-platform';
import { tileFixture } from './testing-platform';

const t = createTranslate({ ...en, ...lobbyEn }, 'en');

function context(name: string, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return { ...sampleContext('en', route, params, query), user: null };
}

const page = (games: ReturnType<typeof tileFixture>[], nextCursor: string | null = null) => ({
  games,
  nextCursor,
  total: games.length + (nextCursor ? 10 : 0),
});
const providers = {
  providers: [{ id: 'northlight', name: 'Northlight Studios', isInHouse: false, gamesCount: 20 }],
};

async function load(ctx: RemoteContext, answers: Record<string, unknown>) {
  const platform = fakePlatform(answers);
  const loaded = await remote.load({ ctx, fetch: platform.fetch, queries: createQueryClient() });
  const html =
    loaded.status === 200 ? renderToString(withQueries(<remote.App ctx={ctx} data={loaded.data} t={t} />)) : '';
  return { loaded, html, calls: platform.calls };
}

describe('casino pages with the catalogue', () => {
  it('shows the lobby’s rows with covers sized for no shift, lazy below the first row, and the providers', async () => {
    const games = Array.from({ length: 12 }, (_, index) =>
      tileFixture(String(1001 + index), { tags: index === 0 ? ['new', 'jackpot'] : [] }),
    );
    const { html, calls } = await load(context('casino-lobby'), {
      '/web-api/casino/games': page(games),
      '/web-api/casino/providers': providers,
    });
    expect(calls.filter((call) => call.startsWith('/web-api/casino/games'))).toHaveLength(6);
    expect(calls).toContain('/web-api/casino/games?lng=en&limit=12&category=slots%2Fpopular');
    expect(html).toContain('<h2');
    expect(html).toContain('Popular');
    expect(html).toContain('href="/en/slots/popular"');
    expect(html).toContain('href="/en/game/1001/game-1001"');
    expect(html).toContain('width="320" height="240"');
    expect(html.match(/loading="eager"/g)).toHaveLength(7);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('href="/en/providers/northlight"');
    expect(html).toContain('20 games');
    expect(html).toMatch(/<li[^>]*data-tag="new"[^>]*>New<\/li>/);
    expect(html).toContain('aria-label="Log in to keep Game 1001 among your favourites"');
  });

  it('lists a sub-category with the platform’s filter, as many games as the URL asks for, and “show more”', async () => {
    const { html, calls } = await load(
      context('casino-section', { section: 'slots', subcategory: 'megaways' }, { shown: '50' }),
      { '/web-api/casino/games': page([tileFixture('1001')], '500.1001') },
    );
    expect(calls).toEqual(['/web-api/casino/games?lng=en&limit=72&category=slots%2Fmegaways']);
    expect(html).toContain('Show more');
    expect(html).toContain('1 of 11 games');
  });

  it('asks for whole pages within bounds whatever `shown` says', () => {
    expect(shownFromQuery({})).toBe(24);
    expect(shownFromQuery({ shown: 'lots' })).toBe(24);
    expect(shownFromQuery({ shown: '-3' })).toBe(24);
    expect(shownFromQuery({ shown: '25' })).toBe(48);
    expect(shownFromQuery({ shown: '100000' })).toBe(240);
  });

  it('lists every other section by its route name and the Vulkan slots by theirs', async () => {
    for (const [name, category] of [
      ['keno', 'keno'],
      ['fishinghunting', 'fishinghunting'],
      ['slots.vulkan', 'slots%2Fvulkan'],
    ] as const) {
      const { calls, html } = await load(context(name), { '/web-api/casino/games': page([tileFixture('1001')]) });
      expect(calls[0]).toContain(`category=${category}`);
      expect(html).toContain('Game 1001');
      expect(html).not.toContain('Show more');
    }
  });

  it('names a provider’s page after the provider, and answers 404 for a provider without games', async () => {
    const found = await load(context('providers', { provider: 'northlight' }), {
      '/web-api/casino/games': page([tileFixture('1001')]),
    });
    expect(found.calls[0]).toContain('provider=northlight');
    expect(found.loaded.status === 200 && found.loaded.data.vars.provider).toBe('Northlight Studios');
    const unknown = await load(context('providers', { provider: 'nobody' }), {
      '/web-api/casino/games': page([]),
    });
    expect(unknown.loaded.status).toBe(404);
  });

  it('searches from two letters, keeps the words in the box, and says when nothing is found', async () => {
    const found = await load(context('casino-search', {}, { q: 'pharaoh' }), {
      '/web-api/casino/search': { games: [tileFixture('1001', { name: 'Pharaoh’s Fortune' })] },
    });
    expect(found.calls).toEqual(['/web-api/casino/search?lng=en&q=pharaoh']);
    expect(found.html).toContain('value="pharaoh"');
    expect(found.html).toContain('1 game found for “pharaoh”');
    const none = await load(context('casino-search', {}, { q: 'zz' }), { '/web-api/casino/search': { games: [] } });
    expect(none.html).toContain('No games found for “zz”');
    const short = await load(context('casino-search', {}, { q: 'p' }), {});
    expect(short.calls).toEqual([]);
    expect(short.html).toContain('Type at least 2 letters');
  });

  it('asks a visitor to sign in on my casino without calling the platform, and shows a player’s games', async () => {
    const visitor = await load(context('my-casino.favorites'), {});
    expect(visitor.calls).toEqual([]);
    expect(visitor.html).toContain('Log in to your casino');
    expect(visitor.html).toContain('href="/en/user/login"');

    const player = { ...context('my-casino.recommended'), user: { id: 7 } };
    const recommended = await load(player, {
      '/web-api/casino/recommended': { basis: 'rounds', games: [tileFixture('1002')] },
    });
    expect(recommended.html).toContain('Picked from the games you have played');
    expect(recommended.html).toContain('aria-pressed="false"');
    const favorites = await load(
      { ...context('my-casino.favorites'), user: { id: 7 } },
      {
        '/web-api/casino/favorites': { gameIds: [], games: [] },
      },
    );
    expect(favorites.html).toContain('No favourite games yet');
  });

  it('shows a notice, not a 404, when the platform does not answer', async () => {
    const { loaded, html } = await load(context('crash-games'), {});
    expect(loaded.status).toBe(200);
    expect(html).toContain('The games could not be loaded');
  });

  it('shows 16 game placeholders while loading', () => {
    const html = renderToString(<GamesSkeleton t={t} />);
    expect(SKELETON_GAMES).toBe(16);
    expect(html.match(/aria-hidden="true"/g)?.length).toBeGreaterThanOrEqual(16);
    expect(html).toContain('role="status"');
  });
});

describe('the game page', () => {
  const route = ROUTES.find((entry) => entry.name === 'game');
  if (!route) throw new Error('no game route');
  const params = { gameId: '102', gameName: 'rocket-crash' };
  const rocket = tileFixture('102', { name: 'Ракета', slug: 'rocket-crash', engine: 'crash' });

  it('takes the game’s name in the page’s language from the catalogue, not from the address', async () => {
    const ctx = { ...sampleContext('ru', route, params), user: null };
    const platform = fakePlatform({ '/web-api/casino/games/102': { game: rocket } });
    const loaded = await remote.load({ ctx, fetch: platform.fetch, queries: createQueryClient() });
    if (loaded.status !== 200) throw new Error(`the game page answered ${loaded.status}`);
    expect(platform.calls).toContain('/web-api/casino/games/102?lng=ru');
    const tRu = createTranslate({ ...ru, ...lobbyRu }, 'ru');
    const html = renderToString(withQueries(<remote.App ctx={ctx} data={loaded.data} t={tRu} />));
    expect(headingOf(html)).toBe('Ракета');
    expect(remote.head?.({ ctx, data: loaded.data, t: tRu }).title).toContain('Ракета');
  });

  it('is not a page for a game the catalogue does not offer', async () => {
    const ctx = { ...sampleContext('ru', route, params), user: null };
    const loaded = await remote.load({ ctx, fetch: fakePlatform({}).fetch, queries: createQueryClient() });
    expect(loaded.status).toBe(404);
  });
});
