import { secureDataAnswerSchema, secureGrantAnswerSchema } from '@betfront/contract/secure-data';
import { twoFactorEnableAnswerSchema, twoFactorSetupAnswerSchema } from '@betfront/contract/security';
import { userConfigAnswerSchema } from '@betfront/contract/user-config';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import type { Database } from '../db/database';
import { errorCodeOf, playerWithSession } from '../security/security-test-helpers';
import { SESSION_COOKIE } from '../session/session-cookie';
import { XHR } from '../testing/test-app';
import { totpCodeAt } from '../two-factor/totp';
import { SECURE_GRANT_COOKIE } from './secure-grant-cookie';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createAuthTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const PERSONAL = {
  name: 'Anna',
  surname: 'Smirnova',
  date_birthday: '1990-04-25',
  passport: '4510 123456',
  passport_date: '2015-06-01',
  registration_address: 'Moscow, Tverskaya 1',
  inn: '7707083893',
};

const grantCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === SECURE_GRANT_COOKIE);

/** A player whose calls carry the session and grant cookies the answers set, as a browser's would. */
async function player() {
  const base = await playerWithSession(app, db);
  let session = base.cookie;
  let grant = '';
  const headers = () => ({ cookie: `${session}${grant}`, ...XHR });
  const take = (response: LightMyRequestResponse) => {
    const cookie = grantCookieOf(response);
    if (cookie) grant = `; ${SECURE_GRANT_COOKIE}=${cookie.value}`;
    const renewed = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
    if (renewed) session = `${SESSION_COOKIE}=${renewed.value}`;
    return response;
  };
  return {
    ...base,
    get: async (url: string) => take(await app.inject({ url, headers: headers() })),
    post: async (url: string, payload: object) =>
      take(await app.inject({ method: 'POST', url, payload, headers: headers() })),
  };
}

describe('secure data', () => {
  it('is refused until the player re-confirms with the password, then answered for 1800 s', async () => {
    const anna = await player();
    const before = await anna.get('/web-api/user/secure-data');
    expect(before.statusCode).toBe(403);
    expect(errorCodeOf(before)).toBe('secure_grant_required');

    const wrong = await anna.post('/web-api/user/secure-data/grant', { password: 'not-it-1' });
    expect(wrong.statusCode).toBe(403);
    expect(errorCodeOf(wrong)).toBe('wrong_password');
    expect(grantCookieOf(wrong)).toBeUndefined();

    const granted = await anna.post('/web-api/user/secure-data/grant', { password: anna.password });
    expect(granted.statusCode).toBe(200);
    expect(secureGrantAnswerSchema.parse(granted.json()).grant).toBe(1800);
    expect(grantCookieOf(granted)).toMatchObject({ maxAge: 1800, httpOnly: true, path: '/web-api/user' });

    expect((await anna.post('/web-api/user/personal-data', PERSONAL)).statusCode).toBe(200);
    const answer = secureDataAnswerSchema.parse((await anna.get('/web-api/user/secure-data')).json());
    expect(answer.ggru).toEqual({
      passport: '4510 123456',
      passport_date: '2015-06-01',
      passport_end_date: null,
      registration_address: 'Moscow, Tverskaya 1',
      inn: '7707083893',
    });
    expect(answer.grant).toBeGreaterThan(1790);
    expect(answer.grant).toBeLessThanOrEqual(1800);
  });

  it('keeps the secure texts out of the user config, which shows only their last characters', async () => {
    const anna = await player();
    await anna.post('/web-api/user/secure-data/grant', { password: anna.password });
    await anna.post('/web-api/user/personal-data', PERSONAL);
    const { result } = userConfigAnswerSchema.parse((await anna.get('/web-api/user/config')).json());
    expect(result.user_data).toMatchObject({ name: 'Anna', passport: '•••••••••56', inn: '••••••••93' });
    expect(JSON.stringify(result)).not.toContain('123456');
    expect(JSON.stringify(result)).not.toContain('Tverskaya');
  });

  it('refuses to change the personal data without a grant, and writes nothing', async () => {
    const anna = await player();
    const refused = await anna.post('/web-api/user/personal-data', PERSONAL);
    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused)).toBe('secure_grant_required');
    const { result } = userConfigAnswerSchema.parse((await anna.get('/web-api/user/config')).json());
    expect(result.user_data.passport).toBeNull();
  });

  it('ends after 30 minutes, and with the session; a cookie of another session opens nothing', async () => {
    const anna = await player();
    const granted = await anna.post('/web-api/user/secure-data/grant', { password: anna.password });
    await db.query(`update secure_data_grants set expires_at = now() - interval '1 second'`);
    expect(errorCodeOf(await anna.get('/web-api/user/secure-data'))).toBe('secure_grant_required');

    const bob = await playerWithSession(app, db);
    const stolen = await app.inject({
      url: '/web-api/user/secure-data',
      headers: { cookie: `${bob.cookie}; ${SECURE_GRANT_COOKIE}=${grantCookieOf(granted)?.value}` },
    });
    expect(stolen.statusCode).toBe(403);
  });

  it('asks a player with two-step authentication for the code, not the password', async () => {
    const anna = await player();
    const { secret } = twoFactorSetupAnswerSchema.parse(
      (await anna.post('/web-api/security/two-factor/setup', {})).json(),
    );
    const enabled = await anna.post('/web-api/security/two-factor/enable', { code: totpCodeAt(secret, Date.now()) });
    const [backup] = twoFactorEnableAnswerSchema.parse(enabled.json()).backup_codes;

    const byPassword = await anna.post('/web-api/user/secure-data/grant', { password: anna.password });
    expect(byPassword.statusCode).toBe(403);
    expect(errorCodeOf(byPassword)).toBe('two_step_code_required');
    const wrong = await anna.post('/web-api/user/secure-data/grant', { code: '000000' });
    expect(errorCodeOf(wrong)).toBe('invalid_code');
    expect((await anna.get('/web-api/user/secure-data')).statusCode).toBe(403);

    const byCode = await anna.post('/web-api/user/secure-data/grant', { code: backup ?? '' });
    expect(byCode.statusCode).toBe(200);
    expect((await anna.get('/web-api/user/secure-data')).statusCode).toBe(200);
  });

  it('answers 400 to a malformed confirmation and 401 to a visitor', async () => {
    const anna = await player();
    for (const payload of [{}, { password: '' }, { code: '12' }, { password: 'x', code: '123456' }]) {
      const response = await anna.post('/web-api/user/secure-data/grant', payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await app.inject({ url: '/web-api/user/secure-data' })).statusCode).toBe(401);
  });
});
