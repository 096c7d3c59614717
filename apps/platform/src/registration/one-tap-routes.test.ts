import { oneTapAnswerSchema, oneTapClientAnswerSchema } from '@betfront/contract/one-tap';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import type { Database } from '../db/database';
import { createTestApp, XHR } from '../testing/test-app';

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

const BASE = '/social-api/oauth/test-id-one-tap';
const switchOneTap = (on: boolean) =>
  runAdminAction({ db, allowTestCommands: true }, 'featureSwitch', { number: '13', on });

/** What the local provider's card hands the page when a person is picked. */
async function credentialFor(person: { name: string; email: string }): Promise<string> {
  const answer = await fetch(`${origin}/dev/oauth/one-tap/credential`, {
    method: 'POST',
    headers: { ...XHR, 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'betfront-local', ...person }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { credential: string }).credential;
}

function signIn(fields: Record<string, string>, headers: Record<string, string> = XHR) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${origin}${BASE}`, { method: 'POST', headers, body: form });
}

const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('bf_session='))
    ?.split(';')[0];

describe('one-tap sign-in', () => {
  it('is not offered while the feature is off', async () => {
    await switchOneTap(false);
    expect((await fetch(`${origin}${BASE}/clientId`)).status).toBe(404);
    expect((await signIn({ credential: 'x', lng: 'en', currency_id: '1', countryId: '643' })).status).toBe(404);
  });

  it('gives the client id and script, then opens an account for a new person and signs them in next time', async () => {
    await switchOneTap(true);
    const client = oneTapClientAnswerSchema.parse(await (await fetch(`${origin}${BASE}/clientId`)).json());
    expect(client).toEqual({ clientId: 'betfront-local', scriptUrl: '/dev/oauth/one-tap.js', providerName: 'Test ID' });
    const script = await fetch(`${origin}${client.scriptUrl}`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('window.localOneTap');

    const person = { name: 'Olga Tap', email: 'olga.tap@example.test' };
    const first = await signIn({
      credential: await credentialFor(person),
      lng: 'en',
      currency_id: '1',
      countryId: '643',
    });
    expect(first.status).toBe(200);
    expect(oneTapAnswerSchema.parse(await first.json())).toEqual({ redirectUrl: '/en' });
    const cookie = sessionCookieOf(first);
    expect(cookie).toBeDefined();
    const check = await fetch(`${origin}/web-api/session/check`, { headers: { cookie: cookie ?? '' } });
    const { user_id: userId } = (await check.json()) as { user_id: number };
    const [row] = await db.query<{ registration_type: string; email: string; language: string }>(
      'select registration_type, email, language from users where id = $1',
      [userId],
    );
    expect(row).toEqual({ registration_type: 'social', email: person.email, language: 'en' });

    const again = await signIn({
      credential: await credentialFor(person),
      lng: 'ru',
      currency_id: '1',
      countryId: '643',
    });
    expect(oneTapAnswerSchema.parse(await again.json())).toEqual({ redirectUrl: '/ru' });
    const second = await fetch(`${origin}/web-api/session/check`, {
      headers: { cookie: sessionCookieOf(again) ?? '' },
    });
    expect(((await second.json()) as { user_id: number }).user_id).toBe(userId);
  });

  it('refuses a used or made-up credential, bad fields, and a cross-site form, writing nothing', async () => {
    await switchOneTap(true);
    const before = await db.query<{ count: string }>('select count(*) from users');
    const credential = await credentialFor({ name: 'Ivan Once', email: 'ivan.once@example.test' });
    expect((await signIn({ credential, lng: 'en', currency_id: '1', countryId: '643' })).status).toBe(200);
    const reused = await signIn({ credential, lng: 'en', currency_id: '1', countryId: '643' });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe('invalid_credential');
    const madeUp = await signIn({ credential: 'not-a-credential', lng: 'en', currency_id: '1', countryId: '643' });
    expect(madeUp.status).toBe(400);
    expect((await signIn({ credential: 'x', lng: 'en', currency_id: '1', countryId: '9999' })).status).toBe(400);
    expect((await signIn({ lng: 'en', currency_id: '1', countryId: '643' })).status).toBe(400);
    expect((await signIn({ credential: 'x', lng: 'en', currency_id: '1', countryId: '643' }, {})).status).toBe(403);
    const after = await db.query<{ count: string }>('select count(*) from users');
    expect(Number(after[0]?.count)).toBe(Number(before[0]?.count) + 1);
  });
});
