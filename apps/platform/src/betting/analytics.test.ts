import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { XHR } from '../testing/test-app';
import { createBettingTestApp, createBettor } from './betting-test-helpers';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createBettingTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const bet = {
  sportId: 1,
  gameId: 30000001,
  champId: 4,
  couponTypeId: 0,
  coefficientId: '30000001:game:winner3::1',
  isOneClick: false,
  promoCode: null,
};

const send = (payload: unknown, cookie?: string, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/web-api/analytics/events',
    payload: payload as object,
    remoteAddress: ip,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
  });

describe('the analytics collector', () => {
  it('stores bet events with the player when one is logged in, and without for a visitor', async () => {
    const { userId, cookie } = await createBettor(db);
    const placed = await send({ events: [{ name: 'bet_placed', couponId: 700000001, bets: [bet] }] }, cookie);
    expect(placed.statusCode).toBe(204);
    expect((await send({ events: [{ name: 'bet_error', errorCode: 'odds_changed', bets: [bet] }] })).statusCode).toBe(
      204,
    );
    const rows = await db.query<{ user_id: number | null; name: string; payload: { bets: unknown[] } }>(
      'select user_id, name, payload from analytics_events order by id',
    );
    expect(rows.map((row) => [row.user_id, row.name])).toEqual([
      [userId, 'bet_placed'],
      [null, 'bet_error'],
    ]);
    expect(rows[0]?.payload.bets).toEqual([bet]);
  });

  it('refuses an unknown event or an empty batch with 400 and stores nothing', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from analytics_events');
    expect((await send({ events: [] }, undefined, '10.0.0.2')).statusCode).toBe(400);
    expect((await send({ events: [{ name: 'page_view' }] }, undefined, '10.0.0.2')).statusCode).toBe(400);
    const after = await db.query<{ n: number }>('select count(*)::int as n from analytics_events');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('limits one address to 60 batches a minute', async () => {
    const batch = { events: [{ name: 'bet_error', errorCode: 'x', bets: [] }] };
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) statuses.push((await send(batch, undefined, '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
