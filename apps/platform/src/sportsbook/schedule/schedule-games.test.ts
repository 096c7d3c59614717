import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../db/test-database';
import { seededRandom } from '../catalogue/random';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import {
  LINE_DAYS,
  LONG_TERM_DAYS,
  MINIMUM_LIVE_GAMES,
  scheduleLine,
  topUpLive,
  topUpLiveSport,
} from './schedule-games';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('the game schedule', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedCatalogue(db);
  });
  afterAll(() => db.close());

  it('spreads line games of every sport over the next 7 days, once', async () => {
    const random = seededRandom(1);
    expect(await scheduleLine(db, NOW, random)).toBeGreaterThan(200);
    expect(await scheduleLine(db, NOW, random)).toBe(0);
    const [span] = await db.query<{ first: Date; last: Date; sports: number }>(
      `select min(g.start_at) as first, max(g.start_at) as last, count(distinct c.sport_id)::int as sports
       from sb_games g join sb_champs c on c.id = g.champ_id join sb_sports s on s.id = c.sport_id
       where g.status = 'line' and s.slug <> 'politics'`,
    );
    expect(new Date(String(span?.first)).getTime()).toBeGreaterThan(NOW.getTime());
    expect(new Date(String(span?.last)).getTime()).toBeLessThanOrEqual(NOW.getTime() + LINE_DAYS * 86_400_000 + 60_000);
    expect(span?.sports).toBeGreaterThanOrEqual(15);
  });

  it('offers political events from a month to a year and a half ahead, never in play before their date', async () => {
    const day = 86_400_000;
    const politics = await db.query<{ start_at: Date; status: string }>(
      `select g.start_at, g.status from sb_games g join sb_champs c on c.id = g.champ_id
       join sb_sports s on s.id = c.sport_id where s.slug = 'politics'`,
    );
    expect(politics.length).toBeGreaterThanOrEqual(3 * 7);
    for (const event of politics) {
      const start = new Date(String(event.start_at)).getTime();
      expect(start).toBeGreaterThanOrEqual(NOW.getTime() + LONG_TERM_DAYS.from * day);
      expect(start).toBeLessThanOrEqual(NOW.getTime() + LONG_TERM_DAYS.to * day + 60_000);
    }
    await topUpLive(db, NOW, seededRandom(9), 400);
    const [inPlay] = await db.query<{ n: number }>(
      `select count(*)::int as n from sb_games g join sb_champs c on c.id = g.champ_id
       join sb_sports s on s.id = c.sport_id where s.slug = 'politics' and g.status = 'live'`,
    );
    expect(inPlay?.n).toBe(0);
    await db.query(`delete from sb_games where status = 'live'`);
  });

  it('keeps at least the minimum of games live, each under way and unfinished', async () => {
    expect(await topUpLive(db, NOW, seededRandom(2))).toBe(MINIMUM_LIVE_GAMES);
    expect(await topUpLive(db, NOW, seededRandom(3))).toBe(0);
    const live = await db.query<{ start_at: Date; progress: { elapsed: number } }>(
      `select start_at, progress from sb_games where status = 'live'`,
    );
    expect(live).toHaveLength(MINIMUM_LIVE_GAMES);
    for (const game of live) {
      expect(new Date(String(game.start_at)).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(game.progress.elapsed).toBeLessThan(1);
    }
  });

  it('starts games of one sport in play until that sport has its minimum live', async () => {
    const liveFootball = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from sb_games g join sb_champs c on c.id = g.champ_id
           join sb_sports s on s.id = c.sport_id where g.status = 'live' and s.slug = 'football'`,
        )
      )[0]?.n ?? 0;
    const before = await liveFootball();
    const wanted = before + 5;
    expect(await topUpLiveSport(db, NOW, seededRandom(4), 'football', wanted)).toBe(5);
    expect(await liveFootball()).toBe(wanted);
    expect(await topUpLiveSport(db, NOW, seededRandom(5), 'football', wanted)).toBe(0);
  });
});
