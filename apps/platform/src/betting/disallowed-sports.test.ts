import { disallowedSportsSchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { XHR } from '../testing/test-app';
import {
  createBettingTestApp,
  createBettor,
  createFootballGame,
  createLiveFootballGame,
  currentCoef,
  placeCoupon,
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

const read = (cookie?: string) =>
  app.inject({ url: '/web-api/bets/disallowed-sports', headers: cookie ? { cookie } : {} });
const write = (payload: unknown, cookie?: string) =>
  app.inject({
    method: 'PUT',
    url: '/web-api/bets/disallowed-sports',
    payload: payload as object,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
  });

describe('sports a player barred', () => {
  it('starts empty and saves both lists sorted without repeats', async () => {
    const { cookie } = await createBettor(db);
    expect(disallowedSportsSchema.parse((await read(cookie)).json())).toEqual({ line: [], live: [] });
    const saved = await write({ line: [5, 1, 5], live: [3] }, cookie);
    expect(saved.json()).toEqual({ line: [1, 5], live: [3] });
    expect((await read(cookie)).json()).toEqual({ line: [1, 5], live: [3] });
  });

  it('refuses a live bet on a sport barred in live, while the line stays open', async () => {
    const { cookie } = await createBettor(db, { balance: '1000' });
    await write({ line: [], live: [1] }, cookie);
    const live = await createLiveFootballGame(db, { home: 0, away: 0 });
    const id = `${live}:game:winner3::X`;
    const refused = await placeCoupon(app, cookie, {
      requestId: 'live-barred-1',
      typeId: 0,
      amount: '100',
      bets: [{ id, coef: await currentCoef(app, id) }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('sport_disallowed');
    const line = await createFootballGame(db);
    const lineId = `${line}:game:winner3::X`;
    const placed = await placeCoupon(app, cookie, {
      requestId: 'line-open-1',
      typeId: 0,
      amount: '100',
      bets: [{ id: lineId, coef: await currentCoef(app, lineId) }],
    });
    expect(placed.statusCode).toBe(200);
  });

  it('refuses bad lists with 400 and a visitor with 401', async () => {
    const { cookie } = await createBettor(db);
    expect((await write({ line: [0], live: [] }, cookie)).statusCode).toBe(400);
    expect((await write({ line: [1] }, cookie)).statusCode).toBe(400);
    expect((await write({ line: [], live: [2 ** 40] }, cookie)).statusCode).toBe(400);
    expect((await read(cookie)).json()).toEqual({ line: [], live: [] });
    expect((await read()).json().error.code).toBe('not_logged_in');
    expect((await write({ line: [], live: [] })).statusCode).toBe(401);
  });
});
