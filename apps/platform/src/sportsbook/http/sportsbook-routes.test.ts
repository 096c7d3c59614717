import { gameAnswerSchema, gamesAnswerSchema, sportsMenuAnswerSchema } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp } from '../../testing/test-app';
import { seededRandom } from '../catalogue/random';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { scheduleLine, topUpLive } from '../schedule/schedule-games';

describe('sportsbook calls', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestApp());
    await seedCatalogue(db);
    await scheduleLine(db, new Date(), seededRandom(1));
    await topUpLive(db, new Date(), seededRandom(2), 12);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('lists the sports of the line with their champs and counts, in the language asked', async () => {
    const { status, body } = await get('/web-api/sportsbook/menu?lng=en&mode=line');
    expect(status).toBe(200);
    const menu = sportsMenuAnswerSchema.parse(body);
    expect(menu.sports.length).toBeGreaterThanOrEqual(15);
    const football = menu.sports.find((s) => s.slug === 'football');
    expect(football?.name).toBe('Football');
    expect(football?.champs.find((c) => c.slug === 'epl')?.gamesCount).toBeGreaterThan(0);
    const russian = sportsMenuAnswerSchema.parse((await get('/web-api/sportsbook/menu?lng=ru&mode=line')).body);
    expect(russian.sports.find((s) => s.slug === 'football')?.name).toBe('Футбол');
  });

  it('lists live games with a score and their main markets priced', async () => {
    const { body } = await get('/web-api/sportsbook/games?lng=en&mode=live&limit=50');
    const { games } = gamesAnswerSchema.parse(body);
    expect(games).toHaveLength(12);
    for (const game of games) {
      expect(game.status).toBe('live');
      expect(game.score).not.toBeNull();
      expect(game.markets.length).toBeGreaterThan(0);
      expect(game.markets.length).toBeLessThanOrEqual(3);
    }
  });

  it('filters the line by sport and answers every market of one game', async () => {
    const { body } = await get('/web-api/sportsbook/games?lng=en&mode=line&sportId=1&limit=5');
    const { games } = gamesAnswerSchema.parse(body);
    expect(games.length).toBe(5);
    expect(new Set(games.map((g) => g.sportSlug))).toEqual(new Set(['football']));
    const first = games[0];
    if (!first) throw new Error('no game');
    const detail = gameAnswerSchema.parse((await get(`/web-api/sportsbook/games/${first.id}?lng=ru`)).body).game;
    expect(detail.markets.length).toBe(detail.marketsCount);
    expect(detail.marketsCount).toBeGreaterThan(25);
    const selection = detail.markets.flatMap((m) => m.selections).find((s) => s.coef !== null);
    expect(selection?.id.startsWith(`${first.id}:`)).toBe(true);
  });

  it('answers bad input with a clear 400 and an unknown game with 404', async () => {
    expect((await get('/web-api/sportsbook/menu?lng=en&mode=later')).status).toBe(400);
    expect((await get('/web-api/sportsbook/games?lng=en&mode=line&limit=100000')).status).toBe(400);
    expect((await get('/web-api/sportsbook/games/abc')).status).toBe(400);
    const missing = await get('/web-api/sportsbook/games/99');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'game_not_found' } });
  });

  it('answers 404 for a list of a sport or champ the catalogue does not have, and 200 for one it has', async () => {
    const [known] = gamesAnswerSchema.parse(
      (await get('/web-api/sportsbook/games?lng=en&mode=line&limit=1')).body,
    ).games;
    if (!known) throw new Error('no game');
    const list = (filter: string) => get(`/web-api/sportsbook/games?lng=en&mode=line&${filter}`);
    expect((await list(`sportId=${known.sportId}&champId=${known.champId}`)).status).toBe(200);
    const sport = await list('sportId=999');
    expect(sport.status).toBe(404);
    expect(sport.body).toMatchObject({ error: { code: 'sport_not_found' } });
    const champ = await list(`sportId=${known.sportId}&champId=99999999999`);
    expect(champ.status).toBe(404);
    expect(champ.body).toMatchObject({ error: { code: 'champ_not_found' } });
  });
});
