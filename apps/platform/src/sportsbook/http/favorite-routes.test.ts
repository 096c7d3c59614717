import { favoritesAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createUserWithSession } from '../../session/create-user';
import { createTestApp, XHR } from '../../testing/test-app';
import { seededRandom } from '../catalogue/random';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { MAX_FAVORITES } from '../favorites/favorite-repository';
import { scheduleLine } from '../schedule/schedule-games';

describe('favourite games', () => {
  let app: FastifyInstance;
  let db: Database;
  let lineIds: number[];
  beforeAll(async () => {
    ({ app, db } = await createTestApp());
    await seedCatalogue(db);
    await scheduleLine(db, new Date(), seededRandom(1));
    const rows = await db.query<{ id: string }>(`select id from sb_games where status = 'line' order by id`);
    lineIds = rows.map((row) => Number(row.id));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const player = async (login: string) => {
    const { userId, sessionId } = await createUserWithSession(db, { login, password: 'secret-pass-1' });
    return { userId, headers: { ...XHR, cookie: `bf_session=${sessionId}` } };
  };
  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>) => {
    const response = await app.inject({ method, url, headers });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('keeps a player’s favourites: added, listed with their games, removed', async () => {
    const { headers } = await player('fan-one');
    const [first = 0, second = 0] = lineIds;
    expect((await call('PUT', `/web-api/sportsbook/favorites/${first}?lng=en`, headers)).status).toBe(200);
    const added = await call('PUT', `/web-api/sportsbook/favorites/${second}?lng=en`, headers);
    expect((await call('PUT', `/web-api/sportsbook/favorites/${second}`, headers)).status).toBe(200);
    const listed = favoritesAnswerSchema.parse(
      (await call('GET', '/web-api/sportsbook/favorites?lng=en', headers)).body,
    );
    expect(favoritesAnswerSchema.parse(added.body)).toEqual(listed);
    expect(listed.gameIds).toEqual([second, first]);
    expect(listed.games.map((game) => game.id)).toEqual([second, first]);

    const removed = await call('DELETE', `/web-api/sportsbook/favorites/${second}`, headers);
    expect(favoritesAnswerSchema.parse(removed.body).gameIds).toEqual([first]);
    const other = await player('fan-two');
    expect((await call('GET', '/web-api/sportsbook/favorites', other.headers)).body).toEqual({
      gameIds: [],
      games: [],
    });
  });

  it('leaves finished games out of the list', async () => {
    const { headers } = await player('fan-three');
    const [, , third = 0] = lineIds;
    await call('PUT', `/web-api/sportsbook/favorites/${third}`, headers);
    await db.query(`update sb_games set status = 'finished', finished_at = now() where id = $1`, [third]);
    expect((await call('GET', '/web-api/sportsbook/favorites', headers)).body).toEqual({ gameIds: [], games: [] });
    const refused = await call('PUT', `/web-api/sportsbook/favorites/${third}`, headers);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'game_finished' } } });
  });

  it('refuses visitors, cross-site calls, unknown games, bad ids and more than the cap', async () => {
    const { userId, headers } = await player('fan-four');
    const [game = 0] = lineIds;
    const visitor = await call('GET', '/web-api/sportsbook/favorites', {});
    expect(visitor).toMatchObject({ status: 401, body: { error: { code: 'not_logged_in' } } });
    expect((await call('PUT', `/web-api/sportsbook/favorites/${game}`, { ...XHR })).status).toBe(401);
    expect((await call('PUT', `/web-api/sportsbook/favorites/${game}`, { cookie: headers.cookie })).status).toBe(403);
    const unknown = await call('PUT', '/web-api/sportsbook/favorites/99', headers);
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'game_not_found' } } });
    expect((await call('DELETE', '/web-api/sportsbook/favorites/abc', headers)).status).toBe(400);

    const many = lineIds.slice(3, MAX_FAVORITES + 3);
    expect(many).toHaveLength(MAX_FAVORITES);
    await db.query('insert into sb_favorites (user_id, game_id) select $1, unnest($2::bigint[])', [userId, many]);
    const full = await call('PUT', `/web-api/sportsbook/favorites/${game}`, headers);
    expect(full).toMatchObject({ status: 409, body: { error: { code: 'favorites_full' } } });
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from sb_favorites where user_id = $1', [
      userId,
    ]);
    expect(count?.n).toBe(MAX_FAVORITES);
  });
});
