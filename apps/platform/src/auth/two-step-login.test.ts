import { CAPTCHA_EXCEPTION_CODES, loginAnswerSchema } from '@betfront/contract/auth';
import { twoFactorEnableAnswerSchema, twoFactorSetupAnswerSchema } from '@betfront/contract/security';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { SESSION_COOKIE } from '../session/session-cookie';
import { errorCodeOf, latestCodeTo, playerWithSession } from '../security/security-test-helpers';
import { BEHIND_TEST_PROXY, XHR } from '../testing/test-app';
import { totpCodeAt } from '../two-factor/totp';
import { TWO_STEP_COOKIE } from '../two-factor/two-step-cookie';
import { createAuthTestApp, plantCaptcha } from './auth-test-helpers';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp(BEHIND_TEST_PROXY));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const STEP_MS = 30_000;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...XHR, 'x-forwarded-for': freshIp(), ...headers } });
const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

/** A player with two-factor on; answers the secret and the backup codes. */
async function twoFactorPlayer(phone?: string) {
  const player = await playerWithSession(app, db, phone ? { phone } : {});
  const { secret } = twoFactorSetupAnswerSchema.parse((await player.post('/web-api/security/two-factor/setup')).json());
  const enableCode = totpCodeAt(secret, Date.now());
  const enabled = await player.post('/web-api/security/two-factor/enable', { code: enableCode });
  const { backup_codes } = twoFactorEnableAnswerSchema.parse(enabled.json());
  return { ...player, secret, backupCodes: backup_codes, enableCode };
}

async function passwordStep(login: string, password: string): Promise<string> {
  const response = await post('/web-api/auth/login', { uLogin: login, uPassword: password });
  expect(response.statusCode).toBe(200);
  expect(loginAnswerSchema.parse(response.json())).toEqual({ two_step_required: true });
  expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  const pending = cookieOf(response, TWO_STEP_COOKIE);
  expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/web-api/auth', maxAge: 300 });
  return `${TWO_STEP_COOKIE}=${pending?.value ?? ''}`;
}

const secondStep = (pendingCookie: string, code: string, extra: Record<string, string> = {}) =>
  post('/web-api/auth/login-two-step', { code, save: true }, { cookie: pendingCookie, ...extra });

describe('two-step login', () => {
  it('asks a two-factor player for the code instead of opening a session, then logs in with it', async () => {
    const player = await twoFactorPlayer();
    const pending = await passwordStep(player.login, player.password);
    // The enable call used this step's code; the next step's is the one the authenticator shows soon.
    const response = await secondStep(pending, totpCodeAt(player.secret, Date.now() + STEP_MS));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user_id: player.userId });
    expect(cookieOf(response, SESSION_COOKIE)).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 60 * 60 });
    expect(cookieOf(response, TWO_STEP_COOKIE)?.value).toBe('');
    // The pending login is used up.
    const again = await secondStep(pending, totpCodeAt(player.secret, Date.now() + 2 * STEP_MS));
    expect(again.statusCode).toBe(401);
    expect(errorCodeOf(again)).toBe('two_step_expired');
  });

  it('refuses a code used before, and takes each backup code once', async () => {
    const player = await twoFactorPlayer();
    const replay = await secondStep(await passwordStep(player.login, player.password), player.enableCode);
    expect(replay.statusCode).toBe(401);
    expect(errorCodeOf(replay)).toBe('invalid_code');

    const [backup = ''] = player.backupCodes;
    const withBackup = await secondStep(await passwordStep(player.login, player.password), backup.toUpperCase());
    expect(withBackup.statusCode).toBe(200);
    const reused = await secondStep(await passwordStep(player.login, player.password), backup);
    expect(reused.statusCode).toBe(401);
    const overview = await player.get('/web-api/security/overview');
    expect(overview.json().backup_codes_left).toBe(9);
  });

  it('counts wrong codes in the brute-force guard and drops the pending login after five', async () => {
    const player = await twoFactorPlayer();
    const pending = await passwordStep(player.login, player.password);
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await secondStep(pending, '000000', { 'x-forwarded-for': ip });
      expect(wrong.statusCode).toBe(401);
    }
    const needsCaptcha = await secondStep(pending, totpCodeAt(player.secret, Date.now() + STEP_MS));
    expect(needsCaptcha.statusCode).toBe(400);
    expect(needsCaptcha.json().error.exception_code).toBe(CAPTCHA_EXCEPTION_CODES.required);
    for (let attempt = 3; attempt < 5; attempt += 1) {
      const wrong = await secondStep(pending, '000000', { 'x-captcha': await plantCaptcha(db) });
      expect(wrong.statusCode).toBe(401);
    }
    const dropped = await secondStep(pending, totpCodeAt(player.secret, Date.now() + STEP_MS), {
      'x-captcha': await plantCaptcha(db),
    });
    expect(errorCodeOf(dropped)).toBe('two_step_expired');
  });

  it('asks for the second step after an SMS-code login too', async () => {
    await twoFactorPlayer('+7 901 555-00-11');
    await post('/web-api/auth/sms/send', { 'phone-number': '9015550011', 'phone-code': '7' });
    const code = await latestCodeTo(app, '+79015550011');
    const response = await post('/web-api/auth/login-sms', {
      'phone-number': '9015550011',
      'phone-code': '7',
      'sms-code': code,
    });
    expect(response.json()).toEqual({ two_step_required: true });
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('asks for the second step after a phone-and-password login too', async () => {
    const player = await twoFactorPlayer('+7 901 555-00-22');
    const response = await post('/web-api/auth/login-phone', {
      country_code: '7',
      phone_number: '9015550022',
      uPassword: player.password,
    });
    expect(response.json()).toEqual({ two_step_required: true });
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('sends a sign-in code by e-mail when sign-in confirmation by e-mail is on', async () => {
    const player = await playerWithSession(app, db, { email: 'confirm-me@example.com' });
    await db.query('update users set email_verified = true where id = $1', [player.userId]);
    const switched = await player.post('/web-api/security/email-auth', { enabled: true, password: player.password });
    expect(switched.statusCode).toBe(200);
    const pending = await passwordStep(player.login, player.password);
    const code = (await latestCodeTo(app, 'confirm-me@example.com')) ?? '';
    expect((await secondStep(pending, String((Number(code) + 1) % 1_000_000).padStart(6, '0'))).statusCode).toBe(401);
    const response = await secondStep(pending, code);
    expect(response.json()).toEqual({ user_id: player.userId });
  });

  it('answers 401 without a pending login and 400 to a malformed code', async () => {
    const none = await post('/web-api/auth/login-two-step', { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(errorCodeOf(none)).toBe('two_step_expired');
    for (const payload of [{}, { code: '12345' }, { code: 'abcdefgh' }, { code: '123456', save: 'yes' }]) {
      const response = await post('/web-api/auth/login-two-step', payload);
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe('invalid_request');
    }
  });

  it('leaves players without a second step logging in at once', async () => {
    const player = await playerWithSession(app, db);
    const response = await post('/web-api/auth/login', { uLogin: player.login, uPassword: player.password });
    expect(response.json()).toEqual({ user_id: player.userId });
    expect(cookieOf(response, TWO_STEP_COOKIE)).toBeUndefined();
  });
});
