import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  couponBody,
  createBettingTestApp,
  createBettor,
  createFootballGame,
  finishFootballGame,
  placeCoupon,
  recordingLog,
} from './betting-test-helpers';
import { sweepSettlement } from './settlement-sweep';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the settlement sweep', () => {
  it('says nothing when there is nothing to settle', async () => {
    const log = recordingLog();
    await sweepSettlement(db, log);
    expect(log.lines).toEqual([]);
  });

  it('logs one line of figures for a sweep that settled or skipped something', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    const gameId = await createFootballGame(db);
    for (const amount of ['100', '50']) {
      const placed = await placeCoupon(app, cookie, await couponBody(app, [`${gameId}:game:winner3::1`], { amount }));
      expect(placed.statusCode).toBe(200);
    }
    await db.query(`update coupon_bets set selection_id = 'no-such-selection' where coupon_id = (
      select max(coupon_id) from coupon_bets)`);
    await finishFootballGame(db, gameId, [
      { home: 0, away: 1 },
      { home: 0, away: 0 },
    ]);

    const log = recordingLog();
    await sweepSettlement(db, log);
    const figures = log.lines.filter((line) => line.level === 'info');
    expect(figures).toEqual([
      {
        level: 'info',
        details: { settledBets: 1, settledCoupons: 1, skipped: 1, durationMs: expect.any(Number) },
        message: 'settlement sweep',
      },
    ]);

    const again = recordingLog();
    await sweepSettlement(db, again);
    expect(again.lines.filter((line) => line.level === 'info')).toMatchObject([
      { details: { settledBets: 0, settledCoupons: 0, skipped: 1 } },
    ]);
  });
});
