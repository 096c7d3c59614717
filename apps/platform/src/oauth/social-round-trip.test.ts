import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
let origin: string;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** A browser that keeps cookies and stops at each redirect, so the test sees every hop. */
function browser() {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(pair.slice(0, separator));
      else jar.set(pair.slice(0, separator), value);
    }
    return response;
  };
  return { send, jar };
}

const start = '/web-api/registration/social/start?currency_id=3&country_id=276&bonus_choice=2&lng=en';
const submitForm = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Start → the provider's page → the person's decision; returns the callback address the provider sends back to. */
async function throughProvider(client: ReturnType<typeof browser>, person: Record<string, string>, decision = 'allow') {
  const toProvider = await client.send(start);
  expect(toProvider.status).toBe(303);
  const authorize = new URL(toProvider.headers.get('location') ?? '', origin);
  expect(authorize.pathname).toBe('/dev/oauth/authorize');
  const page = await client.send(authorize.toString());
  expect(await page.text()).toContain('Continue as Anna Petrova');
  const decided = await client.send(
    '/dev/oauth/authorize',
    submitForm({
      client_id: authorize.searchParams.get('client_id') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
      decision,
      ...person,
    }),
  );
  expect(decided.status).toBe(303);
  return decided.headers.get('location') ?? '';
}

describe('social registration through the local OAuth 2 provider', () => {
  const anna = { name: 'Anna Petrova', email: 'anna.petrova@example.test' };

  it('opens an account for a new person and logs the same person in the next time', async () => {
    const client = browser();
    const back = await client.send(await throughProvider(client, anna));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/en');
    const check = await client.send('/web-api/session/check');
    const { user_id: userId } = (await check.json()) as { user_id: number };
    expect(userId).toBeGreaterThan(0);
    const [row] = await db.query<{
      registration_type: string;
      email: string;
      name: string;
      currency_id: number;
      language: string;
    }>(
      `select u.registration_type, u.email, u.name, a.currency_id, u.language from users u
       join accounts a on a.id = u.active_account_id where u.id = $1`,
      [userId],
    );
    expect(row).toEqual({
      registration_type: 'social',
      email: anna.email,
      name: 'Anna Petrova',
      currency_id: 3,
      language: 'en',
    });

    const again = browser();
    await again.send(await throughProvider(again, anna));
    const second = (await (await again.send('/web-api/session/check')).json()) as { user_id: number };
    expect(second.user_id).toBe(userId);
  });

  it('ties a person who followed a friend’s referral link to that friend, as the other registrations do', async () => {
    const referrer = await createUserWithSession(db, { login: 'social-referrer', password: 'referrer-pass-1' });
    await db.query(`insert into referral_codes (user_id, code) values ($1, 'SOCIAL22')`, [referrer.userId]);
    const client = browser();
    await client.send('/en/registration?refererid=SOCIAL22');
    expect(client.jar.get('refererid')).toBe('SOCIAL22');
    const vera = { name: 'Vera Lang', email: 'vera.lang@example.test' };
    await client.send(await throughProvider(client, vera));
    const { user_id: friendId } = (await (await client.send('/web-api/session/check')).json()) as { user_id: number };
    const tied = await db.query<{ referrer: number }>(
      'select referrer_user_id as referrer from referrals where friend_user_id = $1',
      [friendId],
    );
    expect(tied).toEqual([{ referrer: referrer.userId }]);

    // Signing in again through the link ties nothing more: the account is not new.
    const again = browser();
    await again.send('/en/registration?refererid=SOCIAL22');
    await again.send(await throughProvider(again, vera));
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from referrals where referrer_user_id = $1',
      [referrer.userId],
    );
    expect(count?.n).toBe(1);
  });

  it('asks a known person with a second step on for the code, like every other sign-in', async () => {
    const boris = { name: 'Boris Orlov', email: 'boris.orlov@example.test' };
    const first = browser();
    await first.send(await throughProvider(first, boris));
    const { user_id: userId } = (await (await first.send('/web-api/session/check')).json()) as { user_id: number };
    await db.query('update users set email_auth_enabled = true, email_verified = true where id = $1', [userId]);

    const client = browser();
    const back = await client.send(await throughProvider(client, boris));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/en/user/login?step=code');
    expect((await (await client.send('/web-api/session/check')).json()) as object).toMatchObject({ user_id: null });
    const letters = (await (await client.send(`/dev/outbox.json?to=${boris.email}`)).json()) as {
      messages: { body: string }[];
    };
    const code = /(\d{6})/.exec(letters.messages[0]?.body ?? '')?.[1] ?? '';
    const done = await client.send('/web-api/auth/login-two-step', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ code, save: true }),
    });
    expect(await done.json()).toEqual({ user_id: userId });
    expect((await (await client.send('/web-api/session/check')).json()) as object).toMatchObject({ user_id: userId });
  });

  it('goes back to the social page when the person cancels or the state is not this browser', async () => {
    const client = browser();
    const denied = await client.send(await throughProvider(client, {}, 'deny'));
    expect(denied.headers.get('location')).toBe('/en/registration/socialregistration?error=denied');

    const victim = browser();
    const callback = await throughProvider(victim, { name: 'Eve', email: 'eve@example.test' });
    const attacker = browser();
    const forged = await attacker.send(callback);
    expect(forged.headers.get('location')).toBe('/ru/registration/socialregistration?error=expired');
    const check = (await (await attacker.send('/web-api/session/check')).json()) as { user_id: number | null };
    expect(check.user_id).toBeNull();
  });

  it('the provider refuses foreign clients, redirect URIs and codes', async () => {
    const client = browser();
    const foreign = await client.send(
      `/dev/oauth/authorize?response_type=code&client_id=other&redirect_uri=${encodeURIComponent(`${origin}/web-api/registration/social/callback`)}&state=s`,
    );
    expect(foreign.status).toBe(400);
    const elsewhere = await client.send(
      `/dev/oauth/authorize?response_type=code&client_id=betfront-local&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&state=s`,
    );
    expect(elsewhere.status).toBe(400);
    const token = await client.send(
      '/dev/oauth/token',
      submitForm({
        grant_type: 'authorization_code',
        code: 'made-up',
        redirect_uri: `${origin}/web-api/registration/social/callback`,
        client_id: 'betfront-local',
        client_secret: 'betfront-local-secret',
      }),
    );
    expect(token.status).toBe(400);
    expect((await client.send('/dev/oauth/userinfo', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });
});
