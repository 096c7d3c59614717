import { recoveryCheckAnswerSchema, recoveryStartAnswerSchema } from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
import { XHR } from '../testing/test-app';
import { errorCodeOf, latestCodeTo, playerWithSession } from './security-test-helpers';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: XHR });
const start = async (login: string) => {
  const response = await post('/web-api/auth/recovery/start', { login, lng: 'en' });
  expect(response.statusCode).toBe(200);
  return recoveryStartAnswerSchema.parse(response.json()).token;
};
const loginWith = (uLogin: string, uPassword: string) => post('/web-api/auth/login', { uLogin, uPassword });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('sends a code and a reset link by e-mail, checks the code, saves the password and ends every session', async () => {
    const player = await playerWithSession(app, db, { email: 'forgetful@example.com' });
    const token = await start('FORGETFUL@example.com');
    const [letter] = (await app.inject({ url: '/dev/outbox.json?to=forgetful@example.com' })).json().messages;
    const code = (await latestCodeTo(app, 'forgetful@example.com')) ?? '';
    expect(letter.body).toContain(`/en/user/passwordreset?token=${token}&code=${code}`);

    const early = await post('/web-api/auth/recovery/save', { token, password: 'fresh-pass-9' });
    expect(errorCodeOf(early)).toBe('recovery_expired');
    const wrong = await post('/web-api/auth/recovery/check', { token, code: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(errorCodeOf(wrong)).toBe('invalid_code');
    const checked = await post('/web-api/auth/recovery/check', { token, code });
    expect(recoveryCheckAnswerSchema.parse(checked.json())).toEqual({ login: player.login });

    const saved = await post('/web-api/auth/recovery/save', { token, password: 'fresh-pass-9' });
    expect(saved.json()).toEqual({ success: true });
    const session = await app.inject({ url: '/web-api/session/check', headers: { cookie: player.cookie } });
    expect(session.json().user_id).toBeNull();
    expect((await loginWith(player.login, player.password)).statusCode).toBe(401);
    expect((await loginWith(player.login, 'fresh-pass-9')).statusCode).toBe(200);
    const replay = await post('/web-api/auth/recovery/save', { token, password: 'other-pass-9' });
    expect(errorCodeOf(replay)).toBe('recovery_expired');
  });

  it('writes the letter and the text message in the language of the page it was asked from', async () => {
    await playerWithSession(app, db, { email: 'zabyl@example.com' });
    await post('/web-api/auth/recovery/start', { login: 'zabyl@example.com', lng: 'ru' });
    const [letter] = (await app.inject({ url: '/dev/outbox.json?to=zabyl@example.com' })).json().messages;
    expect(letter.subject).toBe('Восстановление пароля');
    expect(letter.body).toMatch(/^Ваш код восстановления пароля: \d{6}\. Или откройте .*\/ru\/user\/passwordreset/);

    await playerWithSession(app, db, { phone: '+7 911 555-66-77' });
    await post('/web-api/auth/recovery/start', { login: '+7 (911) 555-66-77', lng: 'en' });
    const [sms] = (await app.inject({ url: '/dev/outbox.json?to=%2B79115556677' })).json().messages;
    expect(sms.body).toMatch(/^Your password recovery code: \d{6}\. It is valid for 30 minutes\.$/);
  });

  it('sends the code by SMS to a player without an e-mail, found by phone', async () => {
    const player = await playerWithSession(app, db, { phone: '+7 911 222-33-44' });
    const token = await start('+7 (911) 222-33-44');
    const code = (await latestCodeTo(app, '+79112223344')) ?? '';
    const checked = await post('/web-api/auth/recovery/check', { token, code });
    expect(checked.json()).toEqual({ login: player.login });
  });

  it('answers an unknown login exactly like a known one, and no code ever opens it', async () => {
    const outboxSize = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from outbox_messages'))[0]?.n;
    const before = await outboxSize();
    const unknown = await post('/web-api/auth/recovery/start', { login: 'nobody-here', lng: 'ru' });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json()).sort()).toEqual(['retry_after', 'token']);
    expect(await outboxSize()).toBe(before);
    const { token } = recoveryStartAnswerSchema.parse(unknown.json());
    const guess = await post('/web-api/auth/recovery/check', { token, code: '123456' });
    expect(errorCodeOf(guess)).toBe('invalid_code');
  });

  it('closes a recovery after five wrong codes', async () => {
    await playerWithSession(app, db, { email: 'guessed@example.com' });
    const token = await start('guessed@example.com');
    const code = (await latestCodeTo(app, 'guessed@example.com')) ?? '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post('/web-api/auth/recovery/check', { token, code: wrongCodeFor(code) });
    }
    expect(errorCodeOf(await post('/web-api/auth/recovery/check', { token, code }))).toBe('recovery_expired');
  });

  it('allows one recovery a minute per login, whether or not it exists', async () => {
    for (const login of ['limited@example.com', 'ghost-login']) {
      if (login.includes('@')) await playerWithSession(app, db, { email: login });
      await start(login);
      const again = await post('/web-api/auth/recovery/start', { login, lng: 'en' });
      expect(again.statusCode).toBe(429);
      expect(errorCodeOf(again)).toBe('code_rate_limited');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    }
  });

  it('answers 400 to bad bodies and writes nothing', async () => {
    const count = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from password_recoveries'))[0]?.n;
    const before = await count();
    for (const [url, payload] of [
      ['/web-api/auth/recovery/start', { login: '' }],
      ['/web-api/auth/recovery/start', { login: 'someone', lng: 'english' }],
      ['/web-api/auth/recovery/check', { token: 'short', code: '123456' }],
      ['/web-api/auth/recovery/check', { token: 'A'.repeat(43), code: '12345' }],
      ['/web-api/auth/recovery/save', { token: 'A'.repeat(43), password: 'weak' }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(errorCodeOf(response)).toBe('invalid_request');
    }
    expect(await count()).toBe(before);
  });
});
