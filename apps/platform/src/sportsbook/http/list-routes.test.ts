import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import {
  expressDayAnswerSchema,
  liveResultsAnswerSchema,
  resultsAnswerSchema,
  searchAnswerSchema,
  sportsMapAnswerSchema,
  teamAnswerSchema,
  topGamesAnswerSchema,
} from '@betfront/contract/sportsbook-lists';
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { ADMIN, createTestApp } from '../../testing/test-app';
import { seededRandom } from '../catalogue/random';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { scheduleLine, topUpLive } from '../schedule/schedule-games';

describe('sportsbook lists', () => {
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

  const get = async (url: string, cookie = '') => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const liveGames = async () =>
    gamesAnswerSchema.parse((await get('/web-api/sportsbook/games?lng=en&mode=live&limit=50')).body).games;

  it('answers the results of a day with its sports, a finished game with its final score', async () => {
    // The last game in play: the list is shared for a second, and the tests after this one take its first game.
    const game = (await liveGames()).at(-1);
    if (!game) throw new Error('no live game');
    const finished = await app.inject({
      method: 'POST',
      url: '/admin-api/test/sportsbook/finish-game',
      headers: ADMIN,
      payload: { gameId: game.id },
    });
    expect(finished.statusCode).toBe(200);

    const { status, body } = await get(`/web-api/sportsbook/results?lng=en`);
    expect(status).toBe(200);
    const results = resultsAnswerSchema.parse(body);
    const dayIn = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);
    expect(results.date).toBe(dayIn(3));
    const result = results.games.find((g) => g.id === game.id);
    expect(result).toMatchObject({ home: game.home.name, away: game.away.name, sportSlug: game.sportSlug });
    // A visitor's time zone decides the day: today in UTC−12 holds the game too, and a day there is 24 hours.
    const westward = resultsAnswerSchema.parse((await get('/web-api/sportsbook/results?lng=en', 'tzo=-12')).body);
    expect(westward.date).toBe(dayIn(-12));
    expect(westward.games.some((g) => g.id === game.id)).toBe(true);
    const dayAfter = new Date(Date.parse(`${dayIn(-12)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const tomorrowWest = resultsAnswerSchema.parse(
      (await get(`/web-api/sportsbook/results?lng=en&date=${dayAfter}`, 'tzo=-12')).body,
    );
    expect(tomorrowWest.games.some((g) => g.id === game.id)).toBe(false);
    expect(results.sports.find((s) => s.id === game.sportId)?.gamesCount).toBeGreaterThanOrEqual(1);

    const otherSport = resultsAnswerSchema.parse(
      (await get(`/web-api/sportsbook/results?lng=en&sportId=${game.sportId === 1 ? 2 : 1}`)).body,
    );
    expect(otherSport.games.some((g) => g.id === game.id)).toBe(false);
    const earlier = resultsAnswerSchema.parse((await get('/web-api/sportsbook/results?date=2020-01-01')).body);
    expect(earlier).toEqual({ date: '2020-01-01', sports: [], games: [] });
    expect((await get('/web-api/sportsbook/results?date=yesterday')).status).toBe(400);
  });

  it('answers the games in play with their scores, by sport', async () => {
    const { games } = liveResultsAnswerSchema.parse((await get('/web-api/sportsbook/results/live?lng=en')).body);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game.score).not.toBeNull();
    const sportId = games[0]?.sportId ?? 0;
    const bySport = liveResultsAnswerSchema.parse(
      (await get(`/web-api/sportsbook/results/live?sportId=${sportId}`)).body,
    );
    expect(bySport.games.every((game) => game.sportId === sportId)).toBe(true);
    expect((await get('/web-api/sportsbook/results/live?sportId=-1')).status).toBe(400);
  });

  it('finds games by a side in either language, by champ and by sport, in play first', async () => {
    const [row] = await db.query<{ name_en: string; name_ru: string; id: number }>(
      `select t.name_en, t.name_ru, t.id from sb_teams t join sb_games g on g.home_team_id = t.id
       where g.status = 'line' and t.name_en <> t.name_ru order by g.start_at limit 1`,
    );
    if (!row) throw new Error('no side with a Russian name');
    for (const text of [row.name_en.toUpperCase(), row.name_ru.slice(0, 5)]) {
      const { games } = searchAnswerSchema.parse(
        (await get(`/web-api/sportsbook/search?lng=ru&q=${encodeURIComponent(text)}`)).body,
      );
      expect(games.some((game) => game.home.id === row.id || game.away.id === row.id)).toBe(true);
    }
    const football = searchAnswerSchema.parse((await get('/web-api/sportsbook/search?lng=en&q=footb&limit=100')).body);
    expect(football.games.length).toBeGreaterThan(0);
    const statuses = football.games.map((game) => game.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'live' ? -1 : 1)));
    const lineOnly = searchAnswerSchema.parse((await get('/web-api/sportsbook/search?q=premier&mode=line')).body);
    expect(lineOnly.games.length).toBeGreaterThan(0);
    expect(lineOnly.games.every((game) => game.status === 'line')).toBe(true);
    expect((await get('/web-api/sportsbook/search?q=a')).status).toBe(400);
    expect((await get('/web-api/sportsbook/search?q=%25%25')).body).toEqual({ games: [] });
  });

  it('answers top games, the top champs first', async () => {
    const { games } = topGamesAnswerSchema.parse((await get('/web-api/sportsbook/top?lng=en&mode=line&limit=5')).body);
    expect(games).toHaveLength(5);
    const [isTop] = await db.query<{ n: number }>(
      `select count(*)::int as n from sb_games g join sb_champs c on c.id = g.champ_id
       where g.id = any($1::bigint[]) and c.is_top`,
      [games.map((game) => game.id)],
    );
    expect(isTop?.n).toBe(5);
    expect((await get('/web-api/sportsbook/top?mode=soon')).status).toBe(400);
  });

  it('draws the same two expresses of the day each time, their coef the exact product', async () => {
    const first = expressDayAnswerSchema.parse((await get('/web-api/sportsbook/express-day?lng=en')).body);
    const again = expressDayAnswerSchema.parse((await get('/web-api/sportsbook/express-day?lng=en')).body);
    expect(again).toEqual(first);
    expect(first.expresses).toHaveLength(2);
    const gameIds = first.expresses.flatMap((express) => express.bets.map((bet) => bet.game.id));
    expect(new Set(gameIds).size).toBe(gameIds.length);
    const tomorrowEnd = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + 2 * 86_400_000;
    for (const express of first.expresses) {
      expect(express.bets.length).toBeGreaterThanOrEqual(3);
      expect(express.bets.length).toBeLessThanOrEqual(5);
      const product = express.bets.reduce((total, bet) => total.times(bet.coef), new Decimal(1));
      expect(express.coef).toBe(product.toFixed());
      for (const bet of express.bets) {
        expect(Number(bet.coef)).toBeGreaterThanOrEqual(1.25);
        expect(Number(bet.coef)).toBeLessThanOrEqual(2);
        expect(bet.game.status).toBe('line');
        expect(Date.parse(bet.game.startAt)).toBeLessThan(tomorrowEnd);
        const offered = bet.game.markets.flatMap((m) => m.selections).find((s) => s.id === bet.selectionId);
        expect(offered?.coef).toBe(bet.coef);
      }
    }
  });

  it('answers a side with its games, in play first, and 404 for an unknown side', async () => {
    const [game] = await liveGames();
    if (!game) throw new Error('no live game');
    const { team, games } = teamAnswerSchema.parse(
      (await get(`/web-api/sportsbook/teams/${game.home.id}?lng=en`)).body,
    );
    expect(team).toMatchObject({ id: game.home.id, name: game.home.name, sportSlug: game.sportSlug });
    expect(games[0]?.status).toBe('live');
    expect(games.every((g) => g.home.id === team.id || g.away.id === team.id)).toBe(true);
    expect((await get('/web-api/sportsbook/teams/999999')).body).toMatchObject({ error: { code: 'team_not_found' } });
    expect((await get('/web-api/sportsbook/teams/x')).status).toBe(400);
  });

  it('maps every sport and champ with its line and live counts', async () => {
    const map = sportsMapAnswerSchema.parse((await get('/web-api/sportsbook/sports-map?lng=ru')).body);
    expect(map.sports.length).toBeGreaterThanOrEqual(15);
    expect(map.sports.find((s) => s.slug === 'football')?.name).toBe('Футбол');
    const [counts] = await db.query<{ line: number; live: number }>(
      `select count(*) filter (where status = 'line')::int as line, count(*) filter (where status = 'live')::int as live
       from sb_games`,
    );
    expect(map.sports.reduce((sum, s) => sum + s.lineCount, 0)).toBe(counts?.line);
    expect(map.sports.reduce((sum, s) => sum + s.liveCount, 0)).toBe(counts?.live);
    for (const sport of map.sports) {
      expect(sport.champs.reduce((sum, c) => sum + c.lineCount, 0)).toBe(sport.lineCount);
    }
  });
});
