import {
  casinoFavoritesAnswerSchema,
  casinoGameAnswerSchema,
  casinoGamesAnswerSchema,
  casinoGameListSchema,
  casinoProvidersAnswerSchema,
  casinoRecommendedAnswerSchema,
} from '@betfront/contract/casino-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createUserWithSession } from '../../session/create-user';
import { createTestApp, XHR } from '../../testing/test-app';
import { MAX_CASINO_FAVORITES } from './favorites-repository';

describe('the casino catalogue', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestApp());
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
  };
  const player = async (login: string) => {
    const { userId, sessionId } = await createUserWithSession(db, { login, password: 'secret-pass-1' });
    return { userId, headers: { ...XHR, cookie: `bf_session=${sessionId}` } };
  };

  it('holds at least 200 games of at least 10 providers, each with a theme its engine draws', async () => {
    const [games] = await db.query<{ n: number; providers: number }>(
      'select count(*)::int as n, count(distinct provider_id)::int as providers from casino_games',
    );
    expect(games?.n).toBeGreaterThanOrEqual(194);
    expect(games?.providers).toBeGreaterThanOrEqual(10);
    const themes = await db.query<{ engine_settings: unknown }>(
      `select engine_settings from casino_games where provider_id <> 'betfront'`,
    );
    for (const { engine_settings: settings } of themes) {
      expect(settings).toEqual({
        palette: [expect.stringMatching(/^#[0-9a-f]{6}$/), expect.stringMatching(/^#[0-9a-f]{6}$/)],
        symbols: expect.stringMatching(/^(fruits|gems|egypt|space|ocean|classic)$/),
      });
    }
  });

  it('pages through a category by cursor, most popular first, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : '';
      const page = await get(`/web-api/casino/games?category=slots&limit=40&lng=en${after}`);
      expect(page.status).toBe(200);
      const answer = casinoGamesAnswerSchema.parse(page.body);
      seen.push(...answer.games.map((game) => game.id));
      ({ nextCursor: cursor, total } = answer);
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total);
    const [slots] = await db.query<{ n: number }>(
      `select count(*)::int as n from casino_games where 'slots' = any(categories) and is_enabled`,
    );
    expect(total).toBe(slots?.n);
    const first = casinoGamesAnswerSchema.parse((await get('/web-api/casino/games?category=slots&limit=2')).body);
    expect(first.games.map((game) => game.id)).toEqual(seen.slice(0, 2));
  });

  it('filters by sub-category, provider and tag, names games in the asked language and links a Latin slug', async () => {
    const megaways = casinoGamesAnswerSchema.parse(
      (await get('/web-api/casino/games?category=slots/megaways&tag=megaways&limit=100&lng=ru')).body,
    );
    expect(megaways.games.length).toBeGreaterThan(0);
    expect(megaways.games.every((game) => game.tags.includes('megaways'))).toBe(true);
    const [game] = megaways.games;
    const [row] = await db.query<{ name_ru: string; name_en: string }>(
      'select name_ru, name_en from casino_games where id = $1',
      [game?.id],
    );
    expect(game?.name).toBe(row?.name_ru);
    expect(game?.slug).toMatch(/^[a-z0-9-]+$/);
    expect(game?.cover).toMatch(new RegExp(`^/static/casino-covers/ru/${game?.id}\\.svg\\?v=[0-9a-f]+$`));

    const byProvider = casinoGamesAnswerSchema.parse((await get('/web-api/casino/games?provider=velvet-table')).body);
    expect(byProvider.games.every((tile) => tile.provider.id === 'velvet-table')).toBe(true);
    const disabled = byProvider.games[0]?.id ?? '';
    await db.query('update casino_games set is_enabled = false where id = $1', [disabled]);
    const after = casinoGamesAnswerSchema.parse((await get('/web-api/casino/games?provider=velvet-table')).body);
    expect(after.total).toBe(byProvider.total - 1);
    await db.query('update casino_games set is_enabled = true where id = $1', [disabled]);
  });

  it('answers a named 400 for a bad category, tag, provider, cursor or limit', async () => {
    for (const query of [
      'category=sloths',
      'tag=cheap',
      'provider=Bad%20Name',
      'cursor=abc',
      'limit=0',
      'limit=1000',
      'lng=english',
    ]) {
      const answer = await get(`/web-api/casino/games?${query}`);
      expect(answer, query).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    }
  });

  it('reads one game by id, named in the asked language, and 404s a game it does not offer', async () => {
    const ru = casinoGameAnswerSchema.parse((await get('/web-api/casino/games/102?lng=ru')).body);
    const en = casinoGameAnswerSchema.parse((await get('/web-api/casino/games/102?lng=en')).body);
    const [row] = await db.query<{ name_ru: string; name_en: string }>(
      "select name_ru, name_en from casino_games where id = '102'",
    );
    expect(ru.game).toMatchObject({ id: '102', name: row?.name_ru, engine: 'crash' });
    expect(en.game.name).toBe(row?.name_en);
    expect(ru.game.slug).toBe(en.game.slug);
    expect(await get('/web-api/casino/games/999999?lng=ru')).toMatchObject({
      status: 404,
      body: { error: { code: 'casino_game_not_found' } },
    });
    expect((await get('/web-api/casino/games/Bad%20Id')).status).toBe(400);
  });

  it('lists providers with their counts of games, in the operator’s order', async () => {
    const answer = await get('/web-api/casino/providers');
    const { providers } = casinoProvidersAnswerSchema.parse(answer.body);
    expect(providers.length).toBeGreaterThanOrEqual(10);
    const northlight = providers.find((provider) => provider.id === 'northlight');
    const counted = casinoGamesAnswerSchema.parse((await get('/web-api/casino/games?provider=northlight')).body);
    expect(northlight?.gamesCount).toBe(counted.total);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
  });

  it('searches names in both languages and provider names from two letters, treating % as a letter', async () => {
    const english = casinoGameListSchema.parse((await get('/web-api/casino/search?q=pharaoh&lng=ru')).body);
    expect(english.games.length).toBeGreaterThan(0);
    const russian = casinoGameListSchema.parse(
      (await get(`/web-api/casino/search?q=${encodeURI('фараон')}&lng=en`)).body,
    );
    expect(russian.games.map((game) => game.id)).toEqual(
      expect.arrayContaining(english.games.map((g) => g.id).slice(0, 1)),
    );
    const provider = casinoGameListSchema.parse((await get('/web-api/casino/search?q=velvet')).body);
    expect(provider.games.length).toBeGreaterThan(0);
    expect(provider.games.every((game) => game.provider.id === 'velvet-table' || /velvet/i.test(game.name))).toBe(true);
    expect(casinoGameListSchema.parse((await get('/web-api/casino/search?q=%25%25')).body).games).toEqual([]);
    const short = await get('/web-api/casino/search?q=a');
    expect(short).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
    expect((await get('/web-api/casino/search')).status).toBe(400);
  });

  it('keeps a player’s favourites apart from others and refuses visitors, unknown games and cross-site calls', async () => {
    const fan = await player('casino-fan');
    const put = (id: string, headers: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `/web-api/casino/favorites/${id}?lng=en`, headers });
    expect((await put('1001', fan.headers)).statusCode).toBe(200);
    const added = await put('1002', fan.headers);
    expect((await put('1002', fan.headers)).statusCode).toBe(200);
    const listed = casinoFavoritesAnswerSchema.parse((await get('/web-api/casino/favorites', fan.headers)).body);
    expect(listed.gameIds).toEqual(['1002', '1001']);
    expect(casinoFavoritesAnswerSchema.parse(added.json()).gameIds).toEqual(['1002', '1001']);
    const removed = await app.inject({ method: 'DELETE', url: '/web-api/casino/favorites/1002', headers: fan.headers });
    expect(casinoFavoritesAnswerSchema.parse(removed.json()).gameIds).toEqual(['1001']);

    const other = await player('casino-other');
    expect((await get('/web-api/casino/favorites', other.headers)).body).toEqual({ gameIds: [], games: [] });
    expect(await get('/web-api/casino/favorites')).toMatchObject({
      status: 401,
      body: { error: { code: 'not_logged_in' } },
    });
    expect((await put('1001', { ...XHR })).statusCode).toBe(401);
    expect((await put('1001', { cookie: fan.headers.cookie })).statusCode).toBe(403);
    const unknown = await put('999999', fan.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'casino_game_not_found' } });
    expect((await put('Bad%20Id', fan.headers)).statusCode).toBe(400);
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from casino_favorites');
    expect(count?.n).toBe(1);
  });

  it('refuses a favourite past the cap', async () => {
    const fan = await player('casino-collector');
    await db.query(
      `insert into casino_favorites (user_id, game_id)
       select $1, id from casino_games order by id limit $2`,
      [fan.userId, MAX_CASINO_FAVORITES],
    );
    const [spare] = await db.query<{ id: string }>(
      'select id from casino_games where id not in (select game_id from casino_favorites where user_id = $1) limit 1',
      [fan.userId],
    );
    const refused = await app.inject({
      method: 'PUT',
      url: `/web-api/casino/favorites/${spare?.id}`,
      headers: fan.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'favorites_full' } });
  });

  it('recommends unplayed games like the player’s real rounds, and popular games to a player without rounds', async () => {
    const newcomer = await player('casino-newcomer');
    const popular = casinoRecommendedAnswerSchema.parse(
      (await get('/web-api/casino/recommended?limit=5', newcomer.headers)).body,
    );
    expect(popular.basis).toBe('popular');
    const top = casinoGamesAnswerSchema.parse((await get('/web-api/casino/games?limit=5')).body);
    expect(popular.games.map((game) => game.id)).toEqual(top.games.map((game) => game.id));

    const crasher = await player('casino-crasher');
    const [account] = await db.query<{ id: number }>('select id from accounts where user_id = $1 limit 1', [
      crasher.userId,
    ]);
    const [crash] = await db.query<{ id: string; provider_id: string }>(
      `select id, provider_id from casino_games where categories = '{crash-games}' order by id limit 1`,
    );
    await db.query(
      `insert into casino_rounds (provider_id, provider_round_id, game_id, user_id, account_id, stake, win, status)
       values ($1, 'r-1', $2, $3, $4, 10, 0, 'closed')`,
      [crash?.provider_id, crash?.id, crasher.userId, account?.id],
    );
    const liked = casinoRecommendedAnswerSchema.parse(
      (await get('/web-api/casino/recommended?lng=en', crasher.headers)).body,
    );
    expect(liked.basis).toBe('rounds');
    expect(liked.games.map((game) => game.id)).not.toContain(crash?.id);
    const firstIds = liked.games.slice(0, 5).map((game) => game.id);
    const crashGames = await db.query<{ id: string }>(
      `select id from casino_games where 'crash-games' = any(categories) and id = any($1)`,
      [firstIds],
    );
    expect(crashGames).toHaveLength(firstIds.length);

    expect((await get('/web-api/casino/recommended')).status).toBe(401);
    expect((await get('/web-api/casino/recommended?limit=99', crasher.headers)).status).toBe(400);
  });

  it('draws each game’s cover as a cacheable SVG with its name, and 404s an unknown game', async () => {
    const cover = await app.inject({ method: 'GET', url: '/static/casino-covers/ru/1001.svg?v=1' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.headers['cache-control']).toContain('immutable');
    const [row] = await db.query<{ name_ru: string }>(`select name_ru from casino_games where id = '1001'`);
    expect(cover.body).toContain(row?.name_ru.split(' ')[0]);
    expect((await app.inject({ method: 'GET', url: '/static/casino-covers/en/999999.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/static/casino-covers/de/1001.svg' })).statusCode).toBe(400);
  });
});
