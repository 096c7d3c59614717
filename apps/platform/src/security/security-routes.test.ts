import { errorBodySchema } from '@betfront/contract';
import { securityOverviewSchema, sessionsAnswerSchema } from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
import { SESSION_COOKIE } from '../session/session-cookie';
import { XHR } from '../testing/test-app';
import { errorCodeOf, playerWithSession } from './security-test-helpers';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const login = (uLogin: string, uPassword: string, userAgent = 'test-browser/1.0') =>
  app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    payload: { uLogin, uPassword },
    headers: { ...XHR, 'user-agent': userAgent },
  });
const sessionOf = (response: Awaited<ReturnType<typeof login>>) =>
  `${SESSION_COOKIE}=${response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;
const isLoggedIn = async (cookie: string) =>
  (await app.inject({ url: '/web-api/session/check', headers: { cookie } })).json<{ user_id: number | null }>()
    .user_id !== null;

describe('security overview', () => {
  it('shows contacts and protection methods, a fifth of the level each', async () => {
    const player = await playerWithSession(app, db, { email: 'over@example.com', phone: '+7 900 000-11-22' });
    const overview = securityOverviewSchema.parse((await player.get('/web-api/security/overview')).json());
    expect(overview).toMatchObject({
      user_id: player.userId,
      login: player.login,
      email: 'over@example.com',
      email_verified: false,
      phone_verified: false,
      activation_type: 0,
      protection_level: 0,
      security_question: null,
      changed_pass_day_count: null,
    });
    await player.post('/web-api/security/question', {
      question: 'first_pet',
      answer: ' Rex ',
      password: player.password,
    });
    const after = securityOverviewSchema.parse((await player.get('/web-api/security/overview')).json());
    expect(after.protection_level).toBe(20);
    expect(after.protection_methods.enable_security_question).toBe(true);
    expect(after.security_question).toBe('first_pet');
  });

  it('answers 401 to a visitor', async () => {
    const response = await app.inject({ url: '/web-api/security/overview' });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('unauthorized');
  });
});

describe('change password', () => {
  it('needs the current password, ends the other sessions and keeps this one under a new id', async () => {
    const player = await playerWithSession(app, db);
    const other = sessionOf(await login(player.login, player.password));
    const wrong = await player.post('/web-api/security/password', {
      current_password: 'not-it-1',
      new_password: 'brand-new-2',
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorCodeOf(wrong)).toBe('wrong_password');

    const before = player.cookie;
    const changed = await player.post('/web-api/security/password', {
      current_password: player.password,
      new_password: 'brand-new-2',
    });
    expect(changed.json()).toEqual({ success: true });
    expect(player.cookie).not.toBe(before);
    expect(await isLoggedIn(player.cookie)).toBe(true);
    expect(await isLoggedIn(before)).toBe(false);
    expect(await isLoggedIn(other)).toBe(false);
    expect((await login(player.login, player.password)).statusCode).toBe(401);
    expect((await login(player.login, 'brand-new-2')).statusCode).toBe(200);
    const overview = securityOverviewSchema.parse((await player.get('/web-api/security/overview')).json());
    expect(overview.protection_methods.is_changed_password).toBe(true);
    expect(overview.changed_pass_day_count).toBe(0);
  });

  it('refuses weak or unchanged passwords with the reason', async () => {
    const player = await playerWithSession(app, db);
    for (const [new_password, reason] of [
      ['short1', 'security.error.password_short'],
      ['no-digits-here', 'security.error.password_digit'],
      ['1234567890', 'security.error.password_letter'],
      [player.password, 'security.error.password_same'],
    ] as const) {
      const response = await player.post('/web-api/security/password', {
        current_password: player.password,
        new_password,
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.issues?.[0]?.message).toBe(reason);
    }
  });
});

describe('change login', () => {
  it('changes the login when it is free and well formed', async () => {
    const player = await playerWithSession(app, db);
    const taken = await playerWithSession(app, db);
    const clash = await player.post('/web-api/security/login', {
      login: taken.login.toUpperCase(),
      password: player.password,
    });
    expect(clash.statusCode).toBe(409);
    expect(errorCodeOf(clash)).toBe('login_taken');
    for (const bad of ['12345', 'ab', 'a@b.com', 'has space']) {
      expect((await player.post('/web-api/security/login', { login: bad, password: player.password })).statusCode).toBe(
        400,
      );
    }
    const newLogin = `renamed${player.userId}`;
    const changed = await player.post('/web-api/security/login', { login: newLogin, password: player.password });
    expect(changed.json()).toEqual({ login: newLogin });
    expect((await login(newLogin, player.password)).statusCode).toBe(200);
  });
});

describe('sign-in confirmation by e-mail', () => {
  it('needs a confirmed e-mail to turn on', async () => {
    const player = await playerWithSession(app, db, { email: 'unconfirmed@example.com' });
    const refused = await player.post('/web-api/security/email-auth', { enabled: true, password: player.password });
    expect(refused.statusCode).toBe(409);
    expect(errorCodeOf(refused)).toBe('email_not_confirmed');
    const off = await player.post('/web-api/security/email-auth', { enabled: false, password: player.password });
    expect(securityOverviewSchema.parse(off.json()).protection_methods.enable_email_auth).toBe(false);
  });
});

describe('session history', () => {
  it('lists the open sessions with where they came from, and ends the others', async () => {
    const player = await playerWithSession(app, db);
    await login(player.login, player.password, 'Phone browser/2.0');
    const answer = sessionsAnswerSchema.parse((await player.get('/web-api/security/sessions')).json());
    expect(answer.sessions).toHaveLength(2);
    expect(answer.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(answer.sessions.find((session) => !session.current)).toMatchObject({ user_agent: 'Phone browser/2.0' });
    expect(answer.sessions.every((session) => !player.cookie.includes(session.id))).toBe(true);

    expect((await player.post('/web-api/security/sessions/end-others')).json()).toEqual({ ended: 1 });
    const left = sessionsAnswerSchema.parse((await player.get('/web-api/security/sessions')).json());
    expect(left.sessions.map((session) => session.current)).toEqual([true]);
  });

  it('ends one other session, which is logged out at once, and never the current one', async () => {
    const player = await playerWithSession(app, db);
    const phone = sessionOf(await login(player.login, player.password, 'Phone browser/2.0'));
    const tablet = sessionOf(await login(player.login, player.password, 'Tablet browser/3.0'));
    const listed = sessionsAnswerSchema.parse((await player.get('/web-api/security/sessions')).json()).sessions;
    const phoneSession = listed.find((session) => session.user_agent === 'Phone browser/2.0');
    const current = listed.find((session) => session.current);
    if (!phoneSession || !current) throw new Error('the sessions are not listed');

    expect((await player.post(`/web-api/security/sessions/${phoneSession.id}/end`)).json()).toEqual({
      id: phoneSession.id,
    });
    expect(await isLoggedIn(phone)).toBe(false);
    expect(await isLoggedIn(tablet)).toBe(true);
    expect(await isLoggedIn(player.cookie)).toBe(true);

    const again = await player.post(`/web-api/security/sessions/${phoneSession.id}/end`);
    expect(again.statusCode).toBe(404);
    expect(errorCodeOf(again)).toBe('session_not_found');
    const own = await player.post(`/web-api/security/sessions/${current.id}/end`);
    expect(own.statusCode).toBe(409);
    expect(errorCodeOf(own)).toBe('session_current');
    const malformed = await player.post('/web-api/security/sessions/short/end');
    expect(malformed.statusCode).toBe(400);
    expect(errorCodeOf(malformed)).toBe('invalid_request');
    expect(await isLoggedIn(player.cookie)).toBe(true);
  });

  it('does not end another player’s session', async () => {
    const owner = await playerWithSession(app, db);
    const stranger = await playerWithSession(app, db);
    const ownerSession = sessionsAnswerSchema.parse((await owner.get('/web-api/security/sessions')).json()).sessions[0];
    const tried = await stranger.post(`/web-api/security/sessions/${ownerSession?.id ?? ''}/end`);
    expect(tried.statusCode).toBe(404);
    expect(await isLoggedIn(owner.cookie)).toBe(true);
  });
});

describe('edges', () => {
  it('answers 400 to bad bodies and writes nothing', async () => {
    const player = await playerWithSession(app, db);
    const snapshot = async () =>
      (
        await db.query('select login, password_hash, security_question, email_auth_enabled from users where id = $1', [
          player.userId,
        ])
      )[0];
    const before = await snapshot();
    for (const [url, payload] of [
      ['/web-api/security/password', { current_password: player.password }],
      ['/web-api/security/login', { login: 'fine-login' }],
      ['/web-api/security/question', { question: 'unknown', answer: 'x1', password: player.password }],
      ['/web-api/security/question', { question: 'first_pet', answer: 'x', password: player.password }],
      ['/web-api/security/email-auth', { enabled: 'yes', password: player.password }],
    ] as const) {
      const response = await player.post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(errorCodeOf(response)).toBe('invalid_request');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a change without the requested-with header', async () => {
    const player = await playerWithSession(app, db);
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/security/sessions/end-others',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
