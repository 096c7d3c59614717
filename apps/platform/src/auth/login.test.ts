import { errorBodySchema } from '@betfront/contract';
import { CAPTCHA_EXCEPTION_CODES, loginAnswerSchema } from '@betfront/contract/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { BEHIND_TEST_PROXY, XHR } from '../testing/test-app';
import { createAuthTestApp, plantCaptcha } from './auth-test-helpers';

let app: FastifyInstance;
let db: Database;
let aliceId: number;
let aliceCookie: string;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp(BEHIND_TEST_PROXY));
  const alice = await createUserWithSession(db, {
    login: 'alice',
    password: 'alice-pass-1',
    email: 'Alice@example.com',
    phone: '+7 (900) 123-45-67',
  });
  aliceId = alice.userId;
  aliceCookie = `${SESSION_COOKIE}=${alice.sessionId}`;
  await createUserWithSession(db, { login: 'bob', password: 'bob-pass-1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

let ipCounter = 0;
/** Each test attempts from its own address, so the per-IP counters of other tests do not interfere. */
const freshIp = () => `198.51.100.${++ipCounter}`;

interface CallOptions {
  ip: string;
  cookie?: string;
  captcha?: string;
}
const post = (url: string, payload: object, { ip, cookie, captcha }: CallOptions) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...XHR,
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
      ...(captcha ? { 'x-captcha': captcha } : {}),
    },
  });

const sessionCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === SESSION_COOKIE);
const checkSession = async (cookieValue: string) =>
  (await app.inject({ url: '/web-api/session/check', headers: { cookie: `${SESSION_COOKIE}=${cookieValue}` } })).json<{
    user_id: number | null;
  }>().user_id;

describe('login variants', () => {
  it.each([
    ['login name', 'alice'],
    ['e-mail in another case', 'alice@EXAMPLE.com'],
    ['numeric user id', 'ALICE_ID'],
  ])('logs in by %s with a rotated, browser-session cookie', async (_name, uLogin) => {
    const login = uLogin === 'ALICE_ID' ? String(aliceId) : uLogin;
    const previous = await app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: { uLogin: 'alice', uPassword: 'alice-pass-1' },
      headers: { ...XHR, 'x-forwarded-for': freshIp() },
    });
    const previousId = sessionCookieOf(previous)?.value ?? '';
    const response = await post(
      '/web-api/auth/login',
      { uLogin: login, uPassword: 'alice-pass-1', save: false },
      { ip: freshIp(), cookie: `${SESSION_COOKIE}=${previousId}` },
    );
    expect(response.statusCode).toBe(200);
    expect(loginAnswerSchema.parse(response.json())).toEqual({ user_id: aliceId });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value).not.toBe(previousId);
    expect(await checkSession(cookie?.value ?? '')).toBe(aliceId);
    expect(await checkSession(previousId)).toBeNull();
  });

  it('keeps the cookie for 30 days when asked to save the login', async () => {
    const response = await post(
      '/web-api/auth/login',
      { uLogin: 'bob', uPassword: 'bob-pass-1', save: true },
      { ip: freshIp() },
    );
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('logs in by phone and password, whatever the phone formatting', async () => {
    const response = await post(
      '/web-api/auth/login-phone',
      { phone_number: '900 123-45-67', country_code: '+7', uPassword: 'alice-pass-1', save: true },
      { ip: freshIp(), cookie: aliceCookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user_id: aliceId });
    const cookie = sessionCookieOf(response);
    expect(cookie?.value).not.toBe(aliceCookie.split('=')[1]);
    expect(await checkSession(cookie?.value ?? '')).toBe(aliceId);
  });

  it('answers a wrong password and an unknown login identically', async () => {
    const wrongPassword = await post('/web-api/auth/login', { uLogin: 'bob', uPassword: 'nope' }, { ip: freshIp() });
    const unknownLogin = await post('/web-api/auth/login', { uLogin: 'nobody', uPassword: 'nope' }, { ip: freshIp() });
    const wrongPhone = await post(
      '/web-api/auth/login-phone',
      { phone_number: '9990000000', country_code: '7', uPassword: 'nope' },
      { ip: freshIp() },
    );
    for (const response of [wrongPassword, unknownLogin, wrongPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Wrong login or password' } });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });
});

describe('brute-force guard', () => {
  const failTimes = async (count: number, uLogin: string, ip: string) => {
    for (let index = 0; index < count; index += 1) {
      const captcha = index >= 3 ? await plantCaptcha(db) : undefined;
      const response = await post(
        '/web-api/auth/login',
        { uLogin, uPassword: 'wrong' },
        { ip, ...(captcha ? { captcha } : {}) },
      );
      expect(response.statusCode).toBe(401);
    }
  };

  it('asks for a captcha after 3 failures and checks it', async () => {
    const ip = freshIp();
    await createUserWithSession(db, { login: 'erin', password: 'erin-pass-1' });
    await failTimes(3, 'erin', ip);
    const good = { uLogin: 'erin', uPassword: 'erin-pass-1' };

    const expectCaptchaError = (response: LightMyRequestResponse, exceptionCode: number) => {
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.exception_code).toBe(exceptionCode);
    };
    const missing = await post('/web-api/auth/login', good, { ip });
    expectCaptchaError(missing, CAPTCHA_EXCEPTION_CODES.required);
    expect(missing.json().error.code).toBe('captcha_required');
    expectCaptchaError(
      await post('/web-api/auth/login', good, {
        ip,
        captcha: (await plantCaptcha(db, 'KXT47')).replace(':KXT47', ':WRONG'),
      }),
      CAPTCHA_EXCEPTION_CODES.wrong,
    );
    expectCaptchaError(
      await post('/web-api/auth/login', good, { ip, captcha: await plantCaptcha(db, 'KXT47', -1) }),
      CAPTCHA_EXCEPTION_CODES.expired,
    );
    expectCaptchaError(
      await post('/web-api/auth/login', good, { ip, captcha: ':KXT47' }),
      CAPTCHA_EXCEPTION_CODES.missingId,
    );
    expectCaptchaError(
      await post('/web-api/auth/login', good, { ip, captcha: 'AAAAAAAAAAAAAAAAAAAAAA:KXT47' }),
      CAPTCHA_EXCEPTION_CODES.missingId,
    );

    const solved = await plantCaptcha(db, 'KXT47');
    const passed = await post('/web-api/auth/login', good, { ip, captcha: solved.replace(':KXT47', ': kxt47 ') });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ user_id: expect.any(Number) });
    // The IP still has its failures, and the solved challenge cannot be used twice.
    expectCaptchaError(
      await post('/web-api/auth/login', good, { ip, captcha: solved }),
      CAPTCHA_EXCEPTION_CODES.missingId,
    );
  });

  it('counts failures per login across addresses', async () => {
    await createUserWithSession(db, { login: 'carol', password: 'carol-pass-1' });
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await post('/web-api/auth/login', { uLogin: 'carol', uPassword: 'x' }, { ip: freshIp() })).statusCode,
      ).toBe(401);
    }
    const fromNewAddress = await post(
      '/web-api/auth/login',
      { uLogin: 'Carol', uPassword: 'carol-pass-1' },
      { ip: freshIp() },
    );
    expect(fromNewAddress.json().error.exception_code).toBe(CAPTCHA_EXCEPTION_CODES.required);
    const solved = await post(
      '/web-api/auth/login',
      { uLogin: 'carol', uPassword: 'carol-pass-1' },
      { ip: freshIp(), captcha: await plantCaptcha(db) },
    );
    expect(solved.statusCode).toBe(200);
    // Success reset the login's counter.
    expect(
      (await post('/web-api/auth/login', { uLogin: 'carol', uPassword: 'carol-pass-1' }, { ip: freshIp() })).statusCode,
    ).toBe(200);
  });

  it('refuses with 429 and Retry-After after 10 failures, even with the right password', async () => {
    const ip = freshIp();
    await createUserWithSession(db, { login: 'dave', password: 'dave-pass-1' });
    await failTimes(10, 'dave', ip);
    const locked = await post(
      '/web-api/auth/login',
      { uLogin: 'dave', uPassword: 'dave-pass-1' },
      { ip: freshIp(), captcha: await plantCaptcha(db) },
    );
    expect(locked.statusCode).toBe(429);
    expect(errorBodySchema.parse(locked.json()).error.code).toBe('too_many_attempts');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The address is locked for other logins too.
    const otherLogin = await post('/web-api/auth/login', { uLogin: 'alice', uPassword: 'alice-pass-1' }, { ip });
    expect(otherLogin.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  const loginAlice = async () => {
    const response = await post(
      '/web-api/auth/login',
      { uLogin: 'alice', uPassword: 'alice-pass-1' },
      { ip: freshIp() },
    );
    return sessionCookieOf(response)?.value ?? '';
  };

  it('disconnect ends this session and clears the cookie', async () => {
    const sessionId = await loginAlice();
    const other = await loginAlice();
    const response = await post(
      '/web-api/auth/disconnect',
      {},
      { ip: freshIp(), cookie: `${SESSION_COOKIE}=${sessionId}` },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const session = await app.inject({
      url: '/web-api/session',
      headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
    });
    expect(session.json().user_id).toBeNull();
    expect(await checkSession(other)).toBe(aliceId);
  });

  it('disconnect-all ends every session of the player', async () => {
    const first = await loginAlice();
    const second = await loginAlice();
    const response = await post(
      '/web-api/auth/disconnect-all',
      {},
      { ip: freshIp(), cookie: `${SESSION_COOKIE}=${first}` },
    );
    expect(response.statusCode).toBe(200);
    expect(await checkSession(first)).toBeNull();
    expect(await checkSession(second)).toBeNull();
    expect((await post('/web-api/auth/disconnect-all', {}, { ip: freshIp() })).statusCode).toBe(401);
  });
});

describe('edges', () => {
  it('refuses a login without the requested-with header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: { uLogin: 'alice', uPassword: 'alice-pass-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers 400 to bad bodies and writes nothing', async () => {
    const counts = async () =>
      (
        await db.query<{ failures: number; codes: number; sessions: number; outbox: number }>(
          `select (select count(*)::int from auth_failures) as failures, (select count(*)::int from sms_codes) as codes,
             (select count(*)::int from sessions) as sessions, (select count(*)::int from outbox_messages) as outbox`,
        )
      )[0];
    const before = await counts();
    const ip = freshIp();
    for (const [url, payload] of [
      ['/web-api/auth/login', { uLogin: 'alice' }],
      ['/web-api/auth/login', { uLogin: '', uPassword: 'x' }],
      ['/web-api/auth/login', { uLogin: 'alice', uPassword: 'alice-pass-1', save: 'yes' }],
      ['/web-api/auth/login-phone', { phone_number: '9001234567', country_code: 'RU', uPassword: 'x' }],
      ['/web-api/auth/sms/send', { 'phone-number': 'abc', 'phone-code': '7' }],
      ['/web-api/auth/login-sms', { 'phone-number': '9001234567', 'phone-code': '7', 'sms-code': '12345' }],
      ['/web-api/captcha/validate', { captchaId: 'short', answer: 'X' }],
    ] as const) {
      const response = await post(url, payload, { ip });
      expect(response.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('invalid_request');
    }
    expect(await counts()).toEqual(before);
  });
});
