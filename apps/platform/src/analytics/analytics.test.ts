import { describe, expect, it } from 'vitest';
import { parseCliArguments } from '../admin/cli-arguments';
import { ADMIN, XHR } from '../testing/test-app';
import { bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';

const platform = bettingTestAppOfFile();

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
  platform.app.inject({
    method: 'POST',
    url: '/web-api/analytics/events',
    payload: payload as object,
    remoteAddress: ip,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
  });

const count = async () =>
  (await platform.db.query<{ n: number }>('select count(*)::int as n from analytics_events'))[0]?.n;

describe('the analytics collector', () => {
  it('stores a batch in order, with its page, and with the player when one is logged in', async () => {
    const { userId, cookie } = await createBettor(platform.db);
    const placed = await send(
      {
        page: 'sport',
        events: [
          { name: 'bet_placed', couponId: 700000001, bets: [bet] },
          { name: 'setting_saved', id: 'user_hide_balance', value: 'true' },
        ],
      },
      cookie,
    );
    expect(placed.statusCode).toBe(204);
    const visitor = await send({ page: null, events: [{ name: 'bet_error', errorCode: 'odds_changed', bets: [bet] }] });
    expect(visitor.statusCode).toBe(204);
    const rows = await platform.db.query<{
      user_id: number | null;
      page: string | null;
      name: string;
      payload: object;
    }>('select user_id, page, name, payload from analytics_events order by id');
    expect(rows.map((row) => [row.user_id, row.page, row.name])).toEqual([
      [userId, 'sport', 'bet_placed'],
      [userId, 'sport', 'setting_saved'],
      [null, null, 'bet_error'],
    ]);
    expect(rows[0]?.payload).toEqual({ name: 'bet_placed', couponId: 700000001, bets: [bet] });
  });

  it('refuses with a named 400 and stores nothing: an unknown event, a bad field, an empty or too large batch', async () => {
    const before = await count();
    const area = { name: 'area_open', area: 'results' };
    for (const payload of [
      { page: null, events: [] },
      { page: null, events: [{ name: 'page_view' }] },
      { page: null, events: [{ name: 'area_open', area: 'somewhere' }] },
      { page: 'Not A Route!', events: [area] },
      { page: null, events: Array.from({ length: 21 }, () => area) },
      { page: null, events: [area], extra: true },
    ]) {
      const answer = await send(payload, undefined, '10.0.0.2');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'invalid_request' } });
    }
    const huge = await send({ page: null, events: [{ ...area, area: 'x'.repeat(60_000) }] }, undefined, '10.0.0.2');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'fst_err_ctp_body_too_large' } });
    expect(await count()).toBe(before);
  });

  it('limits one address to 60 batches a minute', async () => {
    const batch = { page: null, events: [{ name: 'recovery_step', step: 'open' }] };
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1) statuses.push((await send(batch, undefined, '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('reports events by name and UTC day to the operator', async () => {
    await platform.db.query(`insert into analytics_events (name, payload, received_at) values
      ('area_open', '{}', '2026-01-10T23:30:00Z'), ('area_open', '{}', '2026-01-10T01:00:00Z'),
      ('login_step', '{}', '2026-01-11T00:10:00Z'), ('area_open', '{}', '2025-12-01T00:00:00Z')`);
    const answer = await platform.app.inject({
      url: '/admin-api/analytics/report?from=2026-01-01&to=2026-01-31',
      headers: ADMIN,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      rows: [
        { day: '2026-01-11', name: 'login_step', events: 1 },
        { day: '2026-01-10', name: 'area_open', events: 2 },
      ],
    });
    const backwards = await platform.app.inject({
      url: '/admin-api/analytics/report?from=2026-02-01&to=2026-01-01',
      headers: ADMIN,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: { code: 'report_range_invalid' } });
    expect(parseCliArguments(['analytics', 'report', '--from', '2026-01-01', '--name', 'area_open'])).toEqual({
      action: 'analyticsReport',
      input: { from: '2026-01-01', name: 'area_open' },
    });
  });
});
