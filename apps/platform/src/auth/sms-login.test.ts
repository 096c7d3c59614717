import { errorBodySchema } from '@betfront/contract';
import { outboxAnswerSchema, smsSendAnswerSchema } from '@betfront/contract/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { BEHIND_TEST_PROXY, XHR } from '../testing/test-app';
import { createAuthTestApp } from './auth-test-helpers';

let app: FastifyInstance;
let db: Database;
let playerId: number;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp(BEHIND_TEST_PROXY));
  ({ userId: playerId } = await createUserWithSession(db, {
    login: 'sms-player',
    password: 'sms-pass-1',
    phone: '+375 29 111-22-33',
  }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (url: string, payload: object, ip = '203.0.113.9') =>
  app.inject({ method: 'POST', url, payload, headers: { ...XHR, 'x-forwarded-for': ip } });

const sendCode = (number: string, code = '375') =>
  post('/web-api/auth/sms/send', { 'phone-number': number, 'phone-code': code });

async function codesSentTo(phone: string): Promise<string[]> {
  const response = await app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(phone)}` });
  return outboxAnswerSchema
    .parse(response.json())
    .messages.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '');
}

/** Moves every code request of the phone back in time, as if the player had waited. */
const age = (phone: string, seconds: number) =>
  db.query(`update sms_codes set created_at = created_at - make_interval(secs => $2) where phone = $1`, [
    phone,
    seconds,
  ]);

describe('sms login', () => {
  it('sends a six-digit code to the outbox and logs in with it once', async () => {
    const sent = await sendCode('29 111-22-33');
    expect(sent.statusCode).toBe(200);
    expect(smsSendAnswerSchema.parse(sent.json())).toEqual({ success: true, retry_after: 60 });
    const [code] = await codesSentTo('+375291112233');
    expect(code).toMatch(/^\d{6}$/);

    const body = { 'phone-number': '291112233', 'phone-code': '+375', 'sms-code': code, save: true };
    const login = await post('/web-api/auth/login-sms', body);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ user_id: playerId });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });

    const reused = await post('/web-api/auth/login-sms', body);
    expect(reused.statusCode).toBe(401);
    expect(errorBodySchema.parse(reused.json()).error.code).toBe('invalid_credentials');
  });

  it('refuses a wrong code like a wrong password', async () => {
    await age('375291112233', 3600);
    await sendCode('291112233');
    const [code] = await codesSentTo('+375291112233');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const response = await post('/web-api/auth/login-sms', {
      'phone-number': '291112233',
      'phone-code': '375',
      'sms-code': wrong,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Wrong login or password' } });
  });

  it('answers the same for an unknown phone but sends nothing', async () => {
    const sent = await sendCode('1234567', '44');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, retry_after: 60 });
    expect(await codesSentTo('+441234567')).toEqual([]);
  });

  it('allows one code a minute and five an hour per phone', async () => {
    const phone = '79990001122';
    expect((await sendCode('9990001122', '7')).statusCode).toBe(200);
    const tooSoon = await sendCode('9990001122', '7');
    expect(tooSoon.statusCode).toBe(429);
    expect(errorBodySchema.parse(tooSoon.json()).error.code).toBe('sms_rate_limited');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(55);
    for (let sent = 1; sent < 5; sent += 1) {
      await age(phone, 61);
      expect((await sendCode('9990001122', '7')).statusCode).toBe(200);
    }
    await age(phone, 61);
    const hourly = await sendCode('9990001122', '7');
    expect(hourly.statusCode).toBe(429);
    // The oldest of the five was asked for 5 × 61 s ago; it leaves the hour window after the rest of the hour.
    expect(Number(hourly.headers['retry-after'])).toBe(3600 - 5 * 61);
  });
});
