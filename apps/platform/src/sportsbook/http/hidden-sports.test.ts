import { gamesAnswerSchema, sportsMenuAnswerSchema } from '@betfront/contract/sportsbook';
import { expressDayAnswerSchema, searchAnswerSchema, topGamesAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createUserWithSession } from '../../session/create-user';
import { createTestApp } from '../../testing/test-app';
import { seededRandom } from '../catalogue/random';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { scheduleLine, topUpLive } from '../schedule/schedule-games';

const FOOTBALL = 1;

describe('sports a player chose not to see', () => {
  let app: FastifyInstance;
  let db: Database;
  let cookie: string;
  beforeAll(async () => {
    ({ app, db } = await createTestApp());
    await seedCatalogue(db);
    await scheduleLine(db, new Date(), seededRandom(1));
    await topUpLive(db, new Date(), seededRandom(5), 40);
    const { userId, sessionId } = await createUserWithSession(db, { login: 'no-football', password: 'secret-pass-1' });
    cookie = `bf_session=${sessionId}`;
    await db.query(`update users set disallow_line_sport = '{1}', disallow_live_sport = '{2}' where id = $1`, [userId]);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const sportsIn = async (url: string, asPlayer: boolean) => {
    const response = await app.inject({ method: 'GET', url, headers: asPlayer ? { cookie } : {} });
    const body: unknown = response.json();
    if (url.includes('/menu')) return new Set(sportsMenuAnswerSchema.parse(body).sports.map((s) => s.id));
    return new Set(gamesAnswerSchema.parse(body).games.map((game) => game.sportId));
  };

  it('leaves them out of the menu and the lists of that mode only', async () => {
    expect(await sportsIn('/web-api/sportsbook/menu?mode=line', false)).toContain(FOOTBALL);
    expect(await sportsIn('/web-api/sportsbook/menu?mode=line', true)).not.toContain(FOOTBALL);
    expect(await sportsIn('/web-api/sportsbook/games?mode=line&limit=300', false)).toContain(FOOTBALL);
    expect(await sportsIn('/web-api/sportsbook/games?mode=line&limit=300', true)).not.toContain(FOOTBALL);
    expect(await sportsIn('/web-api/sportsbook/top?mode=line&limit=50', true)).not.toContain(FOOTBALL);
    expect(await sportsIn('/web-api/sportsbook/menu?mode=live', true)).not.toContain(2);
  });

  it('leaves them out of search by mode, keeping the other mode’s games', async () => {
    const response = await app.inject({ url: '/web-api/sportsbook/search?q=football&limit=100', headers: { cookie } });
    const { games } = searchAnswerSchema.parse(response.json());
    expect(games.some((game) => game.sportId === FOOTBALL && game.status === 'line')).toBe(false);
    const visitor = searchAnswerSchema.parse(
      (await app.inject({ url: '/web-api/sportsbook/search?q=football' })).json(),
    );
    expect(visitor.games.some((game) => game.sportId === FOOTBALL && game.status === 'line')).toBe(true);
    const top = topGamesAnswerSchema.parse(
      (await app.inject({ url: '/web-api/sportsbook/top?mode=live&limit=50', headers: { cookie } })).json(),
    );
    expect(top.games.every((game) => game.sportId !== 2)).toBe(true);
  });

  it('leaves a player’s barred line sports out of the express of the day, not the visitors’', async () => {
    const sportsOf = (answer: z.infer<typeof expressDayAnswerSchema>) =>
      new Set(answer.expresses.flatMap((express) => express.bets.map((bet) => bet.game.sportId)));
    const expressDay = async (headers: Record<string, string>) =>
      expressDayAnswerSchema.parse(
        (await app.inject({ url: '/web-api/sportsbook/express-day?lng=en', headers })).json(),
      );
    const visitors = await expressDay({});
    const barred = [...sportsOf(visitors)];
    expect(barred.length).toBeGreaterThan(0);
    const { userId, sessionId } = await createUserWithSession(db, { login: 'no-express', password: 'secret-pass-1' });
    await db.query('update users set disallow_line_sport = $2 where id = $1', [userId, barred]);

    const player = await expressDay({ cookie: `bf_session=${sessionId}` });
    expect(player.expresses.length).toBeGreaterThan(0);
    expect([...sportsOf(player)].filter((sportId) => barred.includes(sportId))).toEqual([]);
    expect(await expressDay({})).toEqual(visitors);
  });
});
