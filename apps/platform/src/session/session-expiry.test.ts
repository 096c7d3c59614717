import { afterAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import { XHR } from '../testing/test-app';
import { createUserWithSession } from './create-user';
import { SESSION_COOKIE } from './session-cookie';
import { hashSessionId } from './session-service';

const { app, db } = await createAuthTestApp();
afterAll(async () => {
  await app.close();
  await db.close();
});

async function logIn(login: string, save: boolean): Promise<string> {
  await createUserWithSession(db, { login, password: `${login}-pass-1` });
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    payload: { uLogin: login, uPassword: `${login}-pass-1`, save },
    headers: XHR,
  });
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
}

const userOf = async (sessionId: string) =>
  (await app.inject({ url: '/web-api/session/check', headers: { cookie: `${SESSION_COOKIE}=${sessionId}` } })).json<{
    user_id: number | null;
  }>().user_id;

const idleFor = (sessionId: string, minutes: number) =>
  db.query(`update sessions set last_seen_at = now() - make_interval(mins => $2) where id = $1`, [
    hashSessionId(sessionId),
    minutes,
  ]);

const lifetimeHoursOf = async (sessionId: string) =>
  (
    await db.query<{ hours: number }>(
      `select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from sessions where id = $1`,
      [hashSessionId(sessionId)],
    )
  )[0]?.hours;

describe('sessions end on the server', () => {
  it('ends a visit-only session after the operator’s inactivity minutes and after a day at most', async () => {
    const sessionId = await logIn('visitor1', false);
    expect(await lifetimeHoursOf(sessionId)).toBe(24);
    await idleFor(sessionId, 29);
    expect(await userOf(sessionId)).not.toBeNull();
    await idleFor(sessionId, 31);
    expect(await userOf(sessionId)).toBeNull();
  });

  it('keeps a remembered session through inactivity, for 30 days', async () => {
    const sessionId = await logIn('keeper1', true);
    expect(await lifetimeHoursOf(sessionId)).toBe(30 * 24);
    await idleFor(sessionId, 3 * 24 * 60);
    expect(await userOf(sessionId)).not.toBeNull();
  });

  it('counts a request as activity, so a player in the middle of a visit stays logged in', async () => {
    const sessionId = await logIn('active1', false);
    await idleFor(sessionId, 20);
    expect(await userOf(sessionId)).not.toBeNull();
    const [row] = await db.query<{ idleSeconds: number }>(
      `select extract(epoch from now() - last_seen_at)::int as "idleSeconds" from sessions where id = $1`,
      [hashSessionId(sessionId)],
    );
    expect(row?.idleSeconds).toBeLessThan(5);
  });
});
