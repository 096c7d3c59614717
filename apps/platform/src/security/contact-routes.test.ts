import { codeSentAnswerSchema, securityOverviewSchema } from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
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

/** Moves the player's code requests back in time, as if they had waited. */
const age = (userId: number, seconds: number) =>
  db.query('update contact_codes set created_at = created_at - make_interval(secs => $2) where user_id = $1', [
    userId,
    seconds,
  ]);
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone binding', () => {
  it('binds a new phone with the code sent to it: activation 0 → 3, then an e-mail makes it 2', async () => {
    const player = await playerWithSession(app, db);
    const sent = await player.post('/web-api/security/phone/code', { tel_code: '+44', number: '7700 900123' });
    expect(codeSentAnswerSchema.parse(sent.json())).toEqual({
      success: true,
      retry_after: 60,
      sent_to: '+4477***0123',
    });
    const code = (await latestCodeTo(app, '+447700900123')) ?? '';

    const wrong = await player.post('/web-api/security/phone/confirm', { code: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(errorCodeOf(wrong)).toBe('invalid_code');
    const bound = securityOverviewSchema.parse((await player.post('/web-api/security/phone/confirm', { code })).json());
    expect(bound).toMatchObject({ phone: '+447700900123', phone_verified: true, activation_type: 3 });
    expect(bound.protection_methods.enable_phone_binding).toBe(true);
    const reused = await player.post('/web-api/security/phone/confirm', { code });
    expect(errorCodeOf(reused)).toBe('code_expired');

    await player.post('/web-api/security/email/code', { email: 'bound@example.com' });
    const emailCode = (await latestCodeTo(app, 'bound@example.com')) ?? '';
    const withEmail = await player.post('/web-api/security/email/confirm', { code: emailCode });
    expect(securityOverviewSchema.parse(withEmail.json())).toMatchObject({
      email: 'bound@example.com',
      email_verified: true,
      activation_type: 2,
    });
  });

  it('confirms the phone the account already has: activation 1 → 2', async () => {
    const player = await playerWithSession(app, db, { phone: '+375 29 700-00-01' });
    await db.query('update users set activation_type = 1 where id = $1', [player.userId]);
    const sent = await player.post('/web-api/security/phone/code', { current: true });
    expect(sent.statusCode).toBe(200);
    const code = (await latestCodeTo(app, '+375297000001')) ?? '';
    const confirmed = await player.post('/web-api/security/phone/confirm', { code });
    expect(securityOverviewSchema.parse(confirmed.json())).toMatchObject({ phone_verified: true, activation_type: 2 });
    const again = await player.post('/web-api/security/phone/code', { current: true });
    expect(errorCodeOf(again)).toBe('phone_confirmed');
  });

  it('refuses a phone another player has, and an account without a phone to confirm', async () => {
    await playerWithSession(app, db, { phone: '+79005550101' });
    const player = await playerWithSession(app, db);
    const taken = await player.post('/web-api/security/phone/code', { tel_code: '7', number: '900 555-01-01' });
    expect(taken.statusCode).toBe(409);
    expect(errorCodeOf(taken)).toBe('phone_taken');
    expect(errorCodeOf(await player.post('/web-api/security/phone/code', { current: true }))).toBe('no_phone');
  });

  it('sends one code a minute and five an hour', async () => {
    const player = await playerWithSession(app, db);
    const ask = () => player.post('/web-api/security/phone/code', { tel_code: '49', number: '1512 3456789' });
    expect((await ask()).statusCode).toBe(200);
    const tooSoon = await ask();
    expect(tooSoon.statusCode).toBe(429);
    expect(errorCodeOf(tooSoon)).toBe('code_rate_limited');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(55);
    for (let sent = 1; sent < 5; sent += 1) {
      await age(player.userId, 61);
      expect((await ask()).statusCode).toBe(200);
    }
    await age(player.userId, 61);
    expect((await ask()).statusCode).toBe(429);
  });

  it('uses a code up after five wrong tries', async () => {
    const player = await playerWithSession(app, db);
    await player.post('/web-api/security/phone/code', { tel_code: '33', number: '6 12 34 56 78' });
    const code = (await latestCodeTo(app, '+33612345678')) ?? '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await player.post('/web-api/security/phone/confirm', { code: wrongCodeFor(code) });
    }
    expect(errorCodeOf(await player.post('/web-api/security/phone/confirm', { code }))).toBe('code_expired');
  });
});

describe('e-mail change and activation', () => {
  it('activates the e-mail the account has: activation 0 → 1', async () => {
    const player = await playerWithSession(app, db, { email: 'Activate.Me@example.com' });
    const sent = await player.post('/web-api/security/email/code', { current: true });
    expect(codeSentAnswerSchema.parse(sent.json()).sent_to).toBe('A***@example.com');
    const code = (await latestCodeTo(app, 'Activate.Me@example.com')) ?? '';
    const confirmed = await player.post('/web-api/security/email/confirm', { code });
    expect(securityOverviewSchema.parse(confirmed.json())).toMatchObject({ email_verified: true, activation_type: 1 });
  });

  it('confirms the e-mail from the letter’s link in a browser without the session, once', async () => {
    const player = await playerWithSession(app, db, { email: 'linked@example.com' });
    await player.post('/web-api/security/email/code', { current: true });
    const letters = await app.inject({ url: '/dev/outbox.json?to=linked%40example.com' });
    const body = (letters.json() as { messages: { body: string }[] }).messages[0]?.body ?? '';
    const link = /https?:\/\/\S+\/ru\/user\/accountverify\?user=(\d+)&code=(\d{6})/.exec(body);
    expect(link?.[1]).toBe(String(player.userId));
    const verify = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/web-api/user/accountverify',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { user: player.userId, code },
      });
    expect(errorCodeOf(await verify(wrongCodeFor(link?.[2] ?? '')))).toBe('invalid_code');
    const confirmed = await verify(link?.[2] ?? '');
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { confirmed: true }]);
    const overview = securityOverviewSchema.parse((await player.get('/web-api/security/overview')).json());
    expect(overview).toMatchObject({ email_verified: true });
    expect(errorCodeOf(await verify(link?.[2] ?? ''))).toBe('code_expired');
  });

  it('refuses an e-mail another player has', async () => {
    await playerWithSession(app, db, { email: 'owner@example.com' });
    const player = await playerWithSession(app, db);
    const taken = await player.post('/web-api/security/email/code', { email: 'OWNER@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(errorCodeOf(taken)).toBe('email_taken');
  });
});

describe('edges', () => {
  it('answers 400 to bad bodies, 401 to visitors, and sends nothing', async () => {
    const player = await playerWithSession(app, db);
    const outboxSize = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from outbox_messages'))[0]?.n;
    const before = await outboxSize();
    for (const [url, payload] of [
      ['/web-api/security/phone/code', { tel_code: 'x', number: '123456' }],
      ['/web-api/security/phone/code', { tel_code: '7', number: '12' }],
      ['/web-api/security/phone/code', { current: false }],
      ['/web-api/security/email/code', { email: 'not-an-email' }],
      ['/web-api/security/email/confirm', { code: '12345' }],
      ['/web-api/security/phone/confirm', {}],
    ] as const) {
      const response = await player.post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(errorCodeOf(response)).toBe('invalid_request');
    }
    const visitor = await app.inject({
      method: 'POST',
      url: '/web-api/security/email/code',
      payload: { current: true },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await outboxSize()).toBe(before);
  });
});
