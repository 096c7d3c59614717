import { officeMenuSchema, userConfigAnswerSchema } from '@betfront/contract/user-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { SECURE_GRANT_COOKIE } from '../secure-data/secure-grant-cookie';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { createTestApp, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

let counter = 0;
async function newPlayer(termsAcceptedVersion?: number) {
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `config${++counter}`,
    password: 'config-pass-1',
    phone: '+7 (900) 555-00-0' + counter,
    email: `config${counter}@example.com`,
    ...(termsAcceptedVersion === undefined ? {} : { termsAcceptedVersion }),
  });
  return { userId, cookie: `${SESSION_COOKIE}=${sessionId}` };
}
/** The session cookie with the secure-data grant its player opened with the password. */
async function withSecureGrant(cookie: string) {
  const granted = await post('/web-api/user/secure-data/grant', { password: 'config-pass-1' }, cookie);
  const grant = granted.cookies.find((c) => c.name === SECURE_GRANT_COOKIE);
  return `${cookie}; ${SECURE_GRANT_COOKIE}=${grant?.value}`;
}
const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { ...XHR, cookie } });

const PERSONAL = {
  name: 'Anna',
  surname: 'Smirnova-Lee',
  date_birthday: '1990-04-25',
  passport: '4510 123456',
  passport_date: '2015-06-01',
  registration_address: 'Moscow, Tverskaya 1',
  inn: '7707083893',
};

describe('user config', () => {
  it('answers every field with the protection level and sorted sport lists', async () => {
    const { userId, cookie } = await newPlayer();
    await db.query(
      `update users set disallow_line_sport = '{40,1,7}', password_changed_at = now() - interval '3 days',
         phone_verified = true, two_factor_enabled = true, two_factor_secret = 'S' where id = $1`,
      [userId],
    );
    const response = await get('/web-api/user/config', cookie);
    expect(response.statusCode).toBe(200);
    const { result } = userConfigAnswerSchema.parse(response.json());
    expect(result).toMatchObject({
      disallow_line_sport: [1, 7, 40],
      phone_number: '+7900555000' + String(counter).slice(-1),
      phone_code: '7',
      user_email: `config${counter}@example.com`,
      activation_type: 0,
      changed_pass_day_count: 3,
      protection_level: 60,
      protection_methods: {
        is_changed_password: true,
        enable_two_factor_auth: true,
        enable_phone_binding: true,
        enable_security_question: false,
        enable_email_auth: false,
      },
      should_sync_protection_methods: false,
      internal_verification_status: 1,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      requested_additional_document: 0,
      user_hide_balance: false,
    });
  });

  it('refuses a visitor', async () => {
    expect((await get('/web-api/user/config')).statusCode).toBe(401);
  });

  it('saves the personal data and answers the new config', async () => {
    const cookie = await withSecureGrant((await newPlayer()).cookie);
    const response = await post('/web-api/user/personal-data', PERSONAL, cookie);
    expect(response.statusCode).toBe(200);
    const { result } = userConfigAnswerSchema.parse(response.json());
    expect(result.user_data).toMatchObject({
      ...PERSONAL,
      passport: '•••••••••56',
      registration_address: '••••••••••••••••• 1',
      inn: '••••••••93',
      passport_end_date: null,
      document_type_id: null,
    });
  });

  it.each([
    { ...PERSONAL, name: 'Anna1' },
    { ...PERSONAL, date_birthday: '2023-02-30' },
    { ...PERSONAL, date_birthday: new Date().toISOString().slice(0, 10) },
    { ...PERSONAL, passport_date: '2999-01-01' },
    { ...PERSONAL, inn: '123' },
    { ...PERSONAL, extra: 'x' },
    { name: 'Anna' },
  ])('answers 400 to bad personal data %j and writes nothing', async (payload) => {
    const { cookie } = await newPlayer();
    const response = await post('/web-api/user/personal-data', payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    const { result } = userConfigAnswerSchema.parse((await get('/web-api/user/config', cookie)).json());
    expect(result.user_data.name).toBeNull();
  });

  it('names only the field at fault, with the dictionary key that explains it', async () => {
    const { cookie } = await newPlayer();
    const tooYoung = `${new Date().getUTCFullYear() - 17}-01-01`;
    const response = await post('/web-api/user/personal-data', { ...PERSONAL, date_birthday: tooYoung }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'date_birthday', message: 'wallet.personal.error.under_age' },
    ]);
  });

  it('answers the office menu with the active account and no identification while it is off', async () => {
    const { userId, cookie } = await newPlayer();
    const menu = officeMenuSchema.parse((await get('/web-api/office/menu', cookie)).json());
    expect(menu.menuUserData).toMatchObject({ user_id: userId, protection_level: 0 });
    expect(menu.menuUserData.active_account).toMatchObject({ type: 0, iso: 'RUB' });
    const paths = menu.menuCategories.flatMap((category) => category.items.map((item) => item.path));
    expect(paths).toContain('office/wallets');
    expect(paths).not.toContain('office/identification');
  });
});

describe('agreement rules', () => {
  const BASE = '/web-api/api-v3/v2/user/agreement-rules';

  it('reports unaccepted terms, confirms the current version and returns to the remembered page', async () => {
    const { cookie } = await newPlayer(0);
    expect((await get(`${BASE}/status`, cookie)).json()).toEqual({ result: false, updatedAt: null, version: 1 });
    const refused = await post('/web-api/user/personal-data', PERSONAL, cookie);
    expect(refused.statusCode).toBe(451);

    const confirmed = await post(`${BASE}/confirm`, { version: 1 }, `${cookie}; bf_return_target=/en/office/wallets`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ result: true, version: 1, returnTo: '/en/office/wallets' });
    expect(confirmed.cookies.find((c) => c.name === 'bf_return_target')?.value).toBe('');
    expect((await post('/web-api/user/personal-data', PERSONAL, await withSecureGrant(cookie))).statusCode).toBe(200);
  });

  it('refuses to confirm a version other than the current one, and bad bodies', async () => {
    const { cookie } = await newPlayer(0);
    expect((await post(`${BASE}/confirm`, { version: 2 }, cookie)).json().error.code).toBe('terms_outdated');
    expect((await post(`${BASE}/confirm`, { version: -1 }, cookie)).statusCode).toBe(400);
    expect((await post(`${BASE}/confirm`, {}, cookie)).statusCode).toBe(400);
    expect((await get(`${BASE}/status`, cookie)).json().result).toBe(false);
  });

  it('does not hand back a remembered address on another host', async () => {
    const { cookie } = await newPlayer(0);
    const answer = await post(`${BASE}/confirm`, { version: 1 }, `${cookie}; bf_return_target=//evil.example`);
    expect(answer.json().returnTo).toBeNull();
  });
});
