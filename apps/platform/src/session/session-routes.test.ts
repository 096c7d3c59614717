import { errorBodySchema, sessionCheckSchema, sessionSchema, tokenAnswerSchema } from '@betfront/contract';
import { DEFAULT_LAYOUT_PREFERENCES } from '@betfront/contract/preferences';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp, TEST_SESSION_SECRET, XHR } from '../testing/test-app';
import { createUserWithSession } from './create-user';
import { verifyPassword } from './password';
import { SESSION_COOKIE } from './session-cookie';
import { verifyToken } from './token';

let app: FastifyInstance;
let db: Database;
let cookie: string;
let userId: number;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const created = await createUserWithSession(db, { login: 'player', password: 'secret-pass', hasDeposit: true });
  cookie = `${SESSION_COOKIE}=${created.sessionId}`;
  userId = created.userId;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('session', () => {
  it('describes a visitor', async () => {
    const response = await get('/web-api/session');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sessionSchema.parse(response.json())).toMatchObject({ user_id: null, ban_level: 0, lng: 'ru' });
    expect(sessionCheckSchema.parse((await get('/web-api/session/check')).json())).toEqual({ user_id: null });
  });

  it('describes a logged-in player, with the language cookie when it is known', async () => {
    const session = sessionSchema.parse((await get('/web-api/session', { cookie: `${cookie}; lng=en` })).json());
    expect(session).toEqual({
      user_id: userId,
      ban_level: 0,
      ban_version: 0,
      is_verified: true,
      has_deposit: true,
      terms_changed: false,
      is_navigation_blocked: false,
      is_required_transfer: false,
      lng: 'en',
      time_zone: 3,
      is_12h: false,
      theme: 'light',
      ...DEFAULT_LAYOUT_PREFERENCES,
    });
    expect((await get('/web-api/session', { cookie: `${cookie}; lng=de` })).json()).toMatchObject({ lng: 'ru' });
    expect((await get('/web-api/session/check', { cookie })).json()).toEqual({ user_id: userId });
  });

  it('reports banned, unverified players and changed terms', async () => {
    const banned = await createUserWithSession(db, {
      login: 'banned',
      password: 'secret-pass',
      banLevel: 53,
      banVersion: 1,
      isVerified: false,
      termsAcceptedVersion: 0,
    });
    const session = (await get('/web-api/session', { cookie: `${SESSION_COOKIE}=${banned.sessionId}` })).json();
    expect(session).toMatchObject({ ban_level: 53, ban_version: 1, is_verified: false, terms_changed: true });
  });

  it('treats unknown or malformed session cookies as a visitor', async () => {
    for (const value of ['nope', 'A'.repeat(43), `${'A'.repeat(42)}$`]) {
      expect((await get('/web-api/session/check', { cookie: `${SESSION_COOKIE}=${value}` })).json()).toEqual({
        user_id: null,
      });
    }
  });

  it('stores a scrypt hash, never the password', async () => {
    const rows = await db.query<{ password_hash: string }>('select password_hash from users where login = $1', [
      'player',
    ]);
    const hash = rows[0]?.password_hash ?? '';
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('secret-pass', hash)).toBe(true);
    expect(await verifyPassword('wrong-pass', hash)).toBe(false);
  });

  it('refuses a second user with the same login and writes nothing', async () => {
    await expect(createUserWithSession(db, { login: 'player', password: 'other-pass' })).rejects.toThrow(/taken/);
    const rows = await db.query<{ count: number }>('select count(*)::int as count from users where login = $1', [
      'player',
    ]);
    expect(rows[0]?.count).toBe(1);
  });
});

describe('tokens', () => {
  it('signs a five-minute token for a logged-in session', async () => {
    const response = await get('/web-api/user/gettoken?force_refresh=true', { cookie });
    expect(response.statusCode).toBe(200);
    const { token } = tokenAnswerSchema.parse(response.json());
    const payload = verifyToken(token, TEST_SESSION_SECRET);
    expect(payload?.sub).toBe(userId);
    expect((payload?.exp ?? 0) - Date.now() / 1000).toBeGreaterThan(290);
  });

  it('refreshes the video token on POST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/user/updatetoken',
      headers: { ...XHR, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(verifyToken(tokenAnswerSchema.parse(response.json()).token, TEST_SESSION_SECRET)?.sub).toBe(userId);
  });

  it('answers 401 to visitors and 400 to a bad flag', async () => {
    const visitor = await get('/web-api/user/gettoken?force_refresh=true');
    expect(visitor.statusCode).toBe(401);
    expect(errorBodySchema.parse(visitor.json()).error.code).toBe('unauthorized');
    expect((await app.inject({ method: 'POST', url: '/web-api/user/updatetoken', headers: XHR })).statusCode).toBe(401);
    expect((await get('/web-api/user/gettoken?force_refresh=yes', { cookie })).statusCode).toBe(400);
  });

  it('refuses updatetoken without the requested-with header', async () => {
    const response = await app.inject({ method: 'POST', url: '/web-api/user/updatetoken', headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });
});
