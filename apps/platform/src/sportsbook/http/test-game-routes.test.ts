import { gameAnswerSchema } from '@betfront/contract/sportsbook';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { ADMIN, createTestApp } from '../../testing/test-app';
import { seededRandom } from '../catalogue/random';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { SPORTS } from '../catalogue/sports';
import { setsWon } from '../pricing/game-markets';
import type { GameProgress } from '../pricing/game-markets';
import { scheduleLine, topUpLive } from '../schedule/schedule-games';

const URL = '/admin-api/test/sportsbook/finish-game';

/** The final score a sport's rules allow: every period played and no draw where there are none; a set won. */
function expectFinalByRules(sportSlug: string, progress: GameProgress): void {
  const { model } = SPORTS.find((sport) => sport.slug === sportSlug) ?? { model: null };
  if (!model) throw new Error(`unknown sport ${sportSlug}`);
  if (model.kind === 'goals') {
    expect(progress.periodScores).toHaveLength(model.periods);
    const home = progress.periodScores.reduce((sum, s) => sum + s.home, 0);
    const away = progress.periodScores.reduce((sum, s) => sum + s.away, 0);
    if (!model.hasDraw) expect(home).not.toBe(away);
    return;
  }
  const toWin = model.kind === 'sets' ? Math.ceil(model.bestOf / 2) : 1;
  const won = setsWon(progress);
  expect(Math.max(won.home, won.away)).toBe(toWin);
  expect(Math.min(won.home, won.away)).toBeLessThan(toWin);
}

describe('the finish-game test command', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestApp());
    await seedCatalogue(db);
    await scheduleLine(db, new Date(), seededRandom(1));
    await topUpLive(db, new Date(), seededRandom(7), 30);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const finish = (payload: unknown, headers: Record<string, string> = ADMIN) =>
    app.inject({ method: 'POST', url: URL, headers, payload: payload as Record<string, unknown> });

  it('plays every game in play to a final score its sport allows and writes it as finished', async () => {
    const live = await db.query<{ id: string; version: number }>(
      `select id, version from sb_games where status = 'live'`,
    );
    expect(live.length).toBe(30);
    for (const { id, version } of live) {
      const response = await finish({ gameId: Number(id) });
      expect(response.statusCode).toBe(200);
      const { game } = gameAnswerSchema.parse((response.json() as { result: unknown }).result);
      expect(game).toMatchObject({ id: Number(id), status: 'finished', markets: [] });
      expect(game.version).toBeGreaterThan(version);
      const [row] = await db.query<{ status: string; finished_at: Date | null; slug: string; progress: GameProgress }>(
        `select g.status, g.finished_at, s.slug, g.progress from sb_games g
         join sb_champs c on c.id = g.champ_id join sb_sports s on s.id = c.sport_id where g.id = $1`,
        [id],
      );
      expect(row?.status).toBe('finished');
      expect(row?.finished_at).not.toBeNull();
      expectFinalByRules(row?.slug ?? '', row?.progress as GameProgress);
    }
  });

  it('refuses a game not in play, bad input and callers without the admin token', async () => {
    const [line] = await db.query<{ id: string }>(`select id from sb_games where status = 'line' limit 1`);
    const notLive = await finish({ gameId: Number(line?.id) });
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json()).toMatchObject({ error: { code: 'game_not_live' } });
    expect((await finish({ gameId: 'soon' })).statusCode).toBe(400);
    expect((await finish({})).statusCode).toBe(400);
    expect((await finish({ gameId: Number(line?.id) }, {})).statusCode).toBe(403);
    const [row] = await db.query<{ status: string }>('select status from sb_games where id = $1', [line?.id]);
    expect(row?.status).toBe('line');
  });
});

describe('the suspend-game test command', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await createTestApp({ simulator: { speed: 1, liveGames: 2 } }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const suspend = (gameId: number) =>
    app.inject({
      method: 'POST',
      url: '/admin-api/test/sportsbook/suspend-game',
      headers: ADMIN,
      payload: { gameId },
    });

  it('closes every market of a game in play, and refuses a game the simulator does not play', async () => {
    const [live] = await db.query<{ id: string }>(`select id from sb_games where status = 'live' limit 1`);
    const response = await suspend(Number(live?.id));
    expect(response.statusCode).toBe(200);
    const { game } = gameAnswerSchema.parse((response.json() as { result: unknown }).result);
    expect(game.isSuspended).toBe(true);
    const [line] = await db.query<{ id: string }>(`select id from sb_games where status = 'line' limit 1`);
    const notLive = await suspend(Number(line?.id));
    expect([notLive.statusCode, notLive.json().error.code]).toEqual([409, 'game_not_live']);
  });
});
