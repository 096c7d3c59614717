import { gameStatisticsAnswerSchema } from '@betfront/contract/sportsbook-statistics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestApp } from '../../testing/test-app';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { insertGame } from '../schedule/game-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('game statistics', () => {
  let app: FastifyInstance;
  let db: Database;
  let champId: number;
  let teams: number[];

  beforeAll(async () => {
    ({ app, db } = await createTestApp());
    await seedCatalogue(db);
    const rows = await db.query<{ champ_id: number; id: number }>(
      `select t.champ_id, t.id from sb_teams t join sb_champs c on c.id = t.champ_id
       where c.sport_id = 1 and c.id = (select min(c2.id) from sb_champs c2 where c2.sport_id = 1) order by t.id limit 4`,
    );
    champId = Number(rows[0]?.champ_id);
    teams = rows.map((row) => Number(row.id));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A football game of the seeded champ, finished days ago with the given final score in its first half. */
  async function game(home: number, away: number, daysAgo: number, score: [number, number] | null): Promise<number> {
    const startAt = new Date(Date.now() - daysAgo * DAY_MS);
    const id = await insertGame(db, {
      champId,
      homeTeamId: home,
      awayTeamId: away,
      homeStrength: 1,
      awayStrength: 1,
      startAt,
      status: score ? 'finished' : 'line',
      progress: {
        elapsed: score ? 1 : 0,
        completedPeriods: score ? 2 : 0,
        periodScores: score
          ? [
              { home: score[0], away: score[1] },
              { home: 0, away: 0 },
            ]
          : [],
        corners: { home: 0, away: 0 },
      },
    });
    if (score) await db.query('update sb_games set finished_at = $2 where id = $1', [id, startAt.toISOString()]);
    return id;
  }

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('counts the sides meetings for the home side and lists each side latest form', async () => {
    const [a, b, c, d] = teams;
    if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error('no teams');
    await game(a, b, 30, [2, 1]); // a wins at home
    await game(b, a, 20, [1, 1]); // draw
    await game(b, a, 10, [3, 0]); // a loses away
    await game(a, c, 5, [0, 2]); // not a meeting: a loses
    const upcoming = await game(a, b, -1, null);

    const { status, body } = await get(`/web-api/sportsbook/games/${upcoming}/statistics?lng=en`);
    expect(status).toBe(200);
    const statistics = gameStatisticsAnswerSchema.parse(body);
    expect(statistics.game).toMatchObject({ id: upcoming, status: 'line', score: null, sportName: 'Football' });
    expect(statistics.headToHead.record).toEqual({ wins: 1, draws: 1, losses: 1 });
    expect(statistics.headToHead.games.map((g) => g.score)).toEqual([
      { home: 3, away: 0 },
      { home: 1, away: 1 },
      { home: 2, away: 1 },
    ]);
    expect(statistics.form.home.map((f) => f.result)).toEqual(['loss', 'loss', 'draw', 'win']);
    expect(statistics.form.away.map((f) => f.result)).toEqual(['win', 'draw', 'loss']);

    const lastMeeting = statistics.headToHead.games[0]?.id ?? 0;
    const ownGameLeftOut = gameStatisticsAnswerSchema.parse(
      (await get(`/web-api/sportsbook/games/${lastMeeting}/statistics?lng=en`)).body,
    );
    expect(ownGameLeftOut.game).toMatchObject({ status: 'finished', score: { home: 3, away: 0 } });
    expect(ownGameLeftOut.headToHead.record).toEqual({ wins: 0, draws: 1, losses: 1 }); // for b, at home then
    expect(ownGameLeftOut.form.away.map((f) => f.game.id)).not.toContain(lastMeeting);

    const strangers = await game(c, d, -1, null);
    const fresh = gameStatisticsAnswerSchema.parse(
      (await get(`/web-api/sportsbook/games/${strangers}/statistics`)).body,
    );
    expect(fresh.headToHead).toEqual({ record: { wins: 0, draws: 0, losses: 0 }, games: [] });
    expect(fresh.form.away).toEqual([]);
  });

  it('answers a named 400 for a malformed id and a named 404 for a game that does not exist', async () => {
    const malformed = await get('/web-api/sportsbook/games/abc/statistics');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: 'invalid_request' } });
    const missing = await get('/web-api/sportsbook/games/999999999/statistics');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'game_not_found' } });
    expect(await db.query('select 1 from sb_games where id = 999999999')).toEqual([]);
  });
});
