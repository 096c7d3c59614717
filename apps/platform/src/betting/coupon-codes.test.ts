import { loadCouponCodeAnswerSchema, saveCouponCodeAnswerSchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { XHR } from '../testing/test-app';
import {
  createBettingTestApp,
  createBettor,
  createFootballGame,
  currentCoef,
  finishFootballGame,
} from './betting-test-helpers';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const save = (payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/web-api/coupon-codes',
    payload: payload as object,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
  });

describe('coupon codes', () => {
  it('saves a coupon under a code anyone loads priced now, a finished game’s selection with coef null', async () => {
    const [open, ending] = [await createFootballGame(db), await createFootballGame(db)];
    const openTotal = `${open}:game:total:2.5:over`;
    const endingWin = `${ending}:game:winner3::1`;
    const saved = await save({ typeId: 1, bets: [{ id: openTotal }, { id: endingWin, isBanker: true }] });
    expect(saved.statusCode).toBe(200);
    const { code } = saveCouponCodeAnswerSchema.parse(saved.json());
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await finishFootballGame(db, ending, [
      { home: 0, away: 0 },
      { home: 0, away: 0 },
    ]);

    const loaded = loadCouponCodeAnswerSchema.parse(
      (await app.inject({ url: `/web-api/coupon-codes/${code}?lng=en` })).json(),
    );
    expect(loaded).toMatchObject({ code, typeId: 1, systemValue: null });
    expect(loaded.bets).toEqual([
      expect.objectContaining({
        id: openTotal,
        isBanker: false,
        coef: await currentCoef(app, openTotal),
        gameId: open,
        sportId: 1,
        isLive: false,
        isFinished: false,
        period: 'game',
        kind: 'total',
        line: 2.5,
        code: 'over',
        param: 2.5,
      }),
      expect.objectContaining({ id: endingWin, isBanker: true, coef: null, isFinished: true, kind: 'winner3' }),
    ]);
  });

  it('keeps the player who saved it when logged in', async () => {
    const { userId, cookie } = await createBettor(db);
    const game = await createFootballGame(db);
    const saved = await save({ typeId: 0, bets: [{ id: `${game}:game:winner3::X` }] }, cookie);
    const { code } = saveCouponCodeAnswerSchema.parse(saved.json());
    const rows = await db.query<{ user_id: number }>('select user_id from coupon_codes where code = $1', [code]);
    expect(rows[0]?.user_id).toBe(userId);
  });

  it('answers an unknown code with 404 and bad input with 400', async () => {
    const missing = await app.inject({ url: '/web-api/coupon-codes/ZZZZZZZZ' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('coupon_code_not_found');
    expect((await app.inject({ url: '/web-api/coupon-codes/abc' })).statusCode).toBe(400);
    expect((await save({ typeId: 0, bets: [] })).statusCode).toBe(400);
    expect((await save({ typeId: 12, bets: [{ id: '1:game:winner3::1' }] })).statusCode).toBe(400);
    const count = await db.query<{ n: number }>('select count(*)::int as n from coupon_codes');
    expect(count[0]?.n).toBe(2);
  });
});
