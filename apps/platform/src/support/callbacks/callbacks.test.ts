import { callbackAnswerSchema, callbacksAnswerSchema } from '@betfront/contract/support';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { XHR } from '../../testing/test-app';
import { createSupportPlayer, runAdmin, supportAppOfFile } from '../support-test-helpers';

const platform = supportAppOfFile();
const HOUR_MS = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

const order = (cookie: string, fields: Record<string, unknown> = {}) =>
  platform.app.inject({
    method: 'POST',
    url: '/web-api/support/callbacks',
    headers: { ...XHR, cookie },
    payload: {
      phone: '+79161234567',
      preferredAt: inHours(2),
      topic: 'withdrawal',
      requestId: randomUUID(),
      ...fields,
    },
  });

const history = async (cookie: string) =>
  callbacksAnswerSchema.parse(
    (await platform.app.inject({ url: '/web-api/support/callbacks', headers: { cookie } })).json(),
  ).callbacks;

describe('callbacks', () => {
  it('takes an order once per request id; the player follows it new → scheduled → done', async () => {
    const player = await createSupportPlayer(platform.db);
    const requestId = randomUUID();
    const first = await order(player.cookie, { requestId, comment: 'About my withdrawal' });
    expect(first.statusCode).toBe(201);
    const { callback } = callbackAnswerSchema.parse(first.json());
    expect(callback).toMatchObject({ status: 'new', phone: '+79161234567', comment: 'About my withdrawal' });
    expect((await order(player.cookie, { requestId })).json().callback.id).toBe(callback.id);

    const at = inHours(3);
    await runAdmin(platform.db, 'callbackSchedule', { id: callback.id, at, note: 'We will call from +7 495' });
    expect((await history(player.cookie))[0]).toMatchObject({ status: 'scheduled', scheduledAt: at });
    await runAdmin(platform.db, 'callbackDone', { id: callback.id });
    expect((await history(player.cookie))[0]).toMatchObject({ status: 'done', note: 'We will call from +7 495' });
    await expect(runAdmin(platform.db, 'callbackCancel', { id: callback.id })).rejects.toMatchObject({
      code: 'callback_settled',
    });
  });

  it('lets the player cancel their own callback only, and keeps at most 3 waiting', async () => {
    const player = await createSupportPlayer(platform.db);
    const other = await createSupportPlayer(platform.db);
    const ids: string[] = [];
    for (let count = 0; count < 3; count += 1) ids.push((await order(player.cookie)).json().callback.id);
    const fourth = await order(player.cookie);
    expect([fourth.statusCode, fourth.json().error.code]).toEqual([409, 'too_many_callbacks']);
    const cancel = (cookie: string, id: string) =>
      platform.app.inject({
        method: 'POST',
        url: `/web-api/support/callbacks/${id}/cancel`,
        headers: { ...XHR, cookie },
      });
    const foreign = await cancel(other.cookie, ids[0] ?? '');
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'callback_not_found']);
    expect((await cancel(player.cookie, ids[0] ?? '')).json().callback).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'player',
    });
    expect((await cancel(player.cookie, ids[0] ?? '')).json().error.code).toBe('callback_settled');
    expect((await order(player.cookie)).statusCode).toBe(201);
  });

  it('refuses a bad phone, a time in the past or too far ahead, an unknown topic, visitors', async () => {
    const player = await createSupportPlayer(platform.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ phone: '89161234567' }, 400, 'invalid_request'],
      [{ phone: '+7 916 123' }, 400, 'invalid_request'],
      [{ preferredAt: inHours(-2) }, 400, 'callback_time_out_of_range'],
      [{ preferredAt: inHours(24 * 15) }, 400, 'callback_time_out_of_range'],
      [{ preferredAt: 'tomorrow' }, 400, 'invalid_request'],
      [{ topic: 'jackpot' }, 400, 'invalid_request'],
      [{ comment: 'x'.repeat(501) }, 400, 'invalid_request'],
    ];
    for (const [fields, status, code] of cases) {
      const response = await order(player.cookie, fields);
      expect([response.statusCode, response.json().error.code], JSON.stringify(fields)).toEqual([status, code]);
    }
    expect(await history(player.cookie)).toEqual([]);
    const visitor = await platform.app.inject({ url: '/web-api/support/callbacks' });
    expect(visitor.statusCode).toBe(401);
    await expect(runAdmin(platform.db, 'callbackSchedule', { id: '1', at: 'soon' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(runAdmin(platform.db, 'callbackDone', { id: '999999' })).rejects.toMatchObject({
      code: 'callback_not_found',
    });
  });
});
