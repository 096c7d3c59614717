import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantCaptcha } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { ADMIN, BEHIND_TEST_PROXY, createTestApp, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp(BEHIND_TEST_PROXY));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const BASE = '/web-api/api/internal/v1/account/user-transfer';
const post = (path: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `${BASE}/${path}`, payload: payload as object, headers: XHR });

async function latestCode(phone: string): Promise<string> {
  const rows = await db.query<{ body: string }>(
    `select body from outbox_messages where recipient = $1 order by id desc limit 1`,
    [`+${phone}`],
  );
  return /\d{6}/.exec(rows[0]?.body ?? '')?.[0] ?? '';
}

describe('user transfer', () => {
  it('sends a code, checks it, and opens the transferred account logged in', async () => {
    const phone = { country_code: '7', phone: '9001112233' };
    const sent = await post('send-code/welcome', { ...phone, captcha: await plantCaptcha(db) });
    expect(sent.json()).toEqual({ success: true, retry_after: 60 });
    const again = await post('send-code/welcome', { ...phone, captcha: await plantCaptcha(db) });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatchObject({
      code: 'code_rate_limited',
      retry_after: expect.stringMatching(/^(59|60)$/),
    });

    expect((await post('check-code/welcome', { ...phone, code: '000000' })).json().error.code).toBe('code_invalid');
    const checked = await post('check-code/welcome', { ...phone, code: await latestCode('79001112233') });
    const { redirectToken } = checked.json<{ redirectToken: string }>();
    expect(redirectToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const created = await post('user-data', { redirectToken });
    expect(created.statusCode).toBe(200);
    const { user } = created.json<{ user: { id: number; password: string } }>();
    expect(user.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.cookies.some((cookie) => cookie.name === 'bf_session')).toBe(true);
    const login = await app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: { uLogin: String(user.id), uPassword: user.password },
      headers: { ...XHR, 'x-forwarded-for': '198.51.100.77' },
    });
    expect(login.json()).toEqual({ user_id: user.id });
    expect((await post('user-data', { redirectToken })).json().error.code).toBe('token_invalid');
  });

  it('marks a partner’s player to move, and the move clears the mark of the account moved from', async () => {
    const partnerPlayer = await createUserWithSession(db, { login: 'welcome-player', password: 'secret-pass' });
    const cookie = `${SESSION_COOKIE}=${partnerPlayer.sessionId}`;
    const mark = (userId: number, payload: object) =>
      app.inject({ method: 'PUT', url: `/admin-api/users/${userId}/required-transfer`, payload, headers: ADMIN });
    const isRequired = async () => ({
      session: (await app.inject({ url: '/web-api/session', headers: { cookie } })).json().is_required_transfer,
      config: (await app.inject({ url: '/web-api/user/config', headers: { cookie } })).json().result
        .is_required_transfer,
    });

    expect(await isRequired()).toEqual({ session: false, config: false });
    expect((await mark(partnerPlayer.userId, {})).statusCode).toBe(200);
    expect(await isRequired()).toEqual({ session: true, config: true });
    expect((await mark(999_999, {})).statusCode).toBe(404);

    const phone = { country_code: '7', phone: '9007778899' };
    await post('send-code/welcome', { ...phone, captcha: await plantCaptcha(db) });
    const checked = await post('check-code/welcome', { ...phone, code: await latestCode('79007778899') });
    const moved = await app.inject({
      method: 'POST',
      url: `${BASE}/user-data`,
      payload: { redirectToken: checked.json<{ redirectToken: string }>().redirectToken },
      headers: { ...XHR, cookie },
    });
    expect(moved.statusCode).toBe(200);
    expect(await isRequired()).toEqual({ session: false, config: false });

    expect((await mark(partnerPlayer.userId, { required: true })).statusCode).toBe(200);
    expect((await mark(partnerPlayer.userId, { required: false })).statusCode).toBe(200);
    expect(await isRequired()).toEqual({ session: false, config: false });
  });

  it('refuses a wrong captcha and an unknown partner without sending anything', async () => {
    const phone = { country_code: '7', phone: '9004445566' };
    expect((await post('send-code/welcome', { ...phone, captcha: 'nope:ABCDE' })).json().error.code).toBe(
      'captcha_invalid',
    );
    const unknown = await post('send-code/nobody', { ...phone, captcha: await plantCaptcha(db) });
    expect(unknown.statusCode).toBe(404);
    expect(await latestCode('79004445566')).toBe('');
  });

  it.each([
    ['send-code/Welcome!', { country_code: '7', phone: '9001112233', captcha: 'a:b' }],
    ['send-code/welcome', { country_code: '+7', phone: '9001112233', captcha: 'a:b' }],
    ['send-code/welcome', { country_code: '7', phone: '9001112233' }],
    ['check-code/welcome', { country_code: '7', phone: '9001112233', code: '12ab56' }],
    ['user-data', { redirectToken: 'short' }],
    ['user-data', {}],
  ])('answers 400 to %s with %j', async (path, payload) => {
    const response = await post(path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
  });
});
