import { errorBodySchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { SESSION_COOKIE } from '../session/session-cookie';
import { createUserWithSession } from '../session/create-user';
import { createTestApp, TEST_SESSION_SECRET, XHR } from '../testing/test-app';
import { fingerprintAnswerSchema, FINGERPRINT_EXCEPTION_CODE } from './fingerprint-schemas';
import { FINGERPRINT_LIFETIME_SECONDS, signFingerprint } from './fingerprint-token';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await createUserWithSession(db, { login: 'fingerprinted', password: 'secret-pass-1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const COMPONENTS = { userAgent: 'Test Browser 1.0', language: 'en', hardwareConcurrency: 8, canvas: null };

async function issueFingerprint(components: Record<string, unknown> = COMPONENTS) {
  return app.inject({ method: 'POST', url: '/web-api/fingerprint', headers: XHR, payload: { components } });
}

function login(headers: Record<string, string> = {}, password = 'secret-pass-1') {
  return app.inject({
    method: 'POST',
    url: '/web-api/auth/login',
    headers: { ...XHR, ...headers },
    payload: { uLogin: 'fingerprinted', uPassword: password },
  });
}

function expectFingerprintRefusal(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.error).toMatchObject({ code: 'fingerprint_invalid', exception_code: FINGERPRINT_EXCEPTION_CODE });
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('the fingerprint script', () => {
  it('is served as a JavaScript module exporting collectFingerprint', async () => {
    const response = await app.inject({ method: 'GET', url: '/fingerprint/fp.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('export async function collectFingerprint()');
    expect(response.body).toContain("'/web-api/fingerprint'");
  });
});

describe('POST /web-api/fingerprint', () => {
  it('signs the components with an expiry and a stable device id', async () => {
    const before = Date.now();
    const first = await issueFingerprint();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const answer = fingerprintAnswerSchema.parse(first.json());
    expect(answer.expiresAt).toBeGreaterThanOrEqual(before + (FINGERPRINT_LIFETIME_SECONDS - 1) * 1000);
    expect(answer.expiresAt).toBeLessThanOrEqual(Date.now() + FINGERPRINT_LIFETIME_SECONDS * 1000);

    const again = fingerprintAnswerSchema.parse((await issueFingerprint({ ...COMPONENTS })).json());
    expect(again.data.visitorId).toBe(answer.data.visitorId);
    const other = fingerprintAnswerSchema.parse((await issueFingerprint({ ...COMPONENTS, language: 'ru' })).json());
    expect(other.data.visitorId).not.toBe(answer.data.visitorId);
  });

  it.each([
    ['no components', {}],
    ['an empty component set', { components: {} }],
    ['a bad component name', { components: { 'not a name': 'x' } }],
    ['an object value', { components: { screen: { width: 1 } } }],
    ['a value too long', { components: { userAgent: 'x'.repeat(513) } }],
    ['too many components', { components: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`c${i}`, i])) }],
  ])('answers 400 to %s', async (_name, payload) => {
    const response = await app.inject({ method: 'POST', url: '/web-api/fingerprint', headers: XHR, payload });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('invalid_request');
  });

  it('refuses a call without the requested-with header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/fingerprint',
      payload: { components: COMPONENTS },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the fingerprint check on login and registration calls', () => {
  it('lets a login without the header through', async () => {
    const response = await login();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user_id: expect.any(Number) });
  });

  it('lets a login with a valid fingerprint through', async () => {
    const { token } = fingerprintAnswerSchema.parse((await issueFingerprint()).json());
    const response = await login({ 'x-fingerprint': token });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
  });

  it('refuses a forged, a foreign and an empty fingerprint with the fingerprint exception code', async () => {
    const { token } = fingerprintAnswerSchema.parse((await issueFingerprint()).json());
    expectFingerprintRefusal(await login({ 'x-fingerprint': `${token}x` }));
    expectFingerprintRefusal(
      await login({ 'x-fingerprint': signFingerprint('device', 'a-different-secret-0123456789abcdef').token }),
    );
    expectFingerprintRefusal(await login({ 'x-fingerprint': '' }));
  });

  it('refuses an expired fingerprint', async () => {
    const issuedLongAgo = Math.floor(Date.now() / 1000) - FINGERPRINT_LIFETIME_SECONDS - 1;
    const { token } = signFingerprint('device', TEST_SESSION_SECRET, issuedLongAgo);
    expectFingerprintRefusal(await login({ 'x-fingerprint': token }));
  });

  it('checks the other login calls and registration, and leaves other calls alone', async () => {
    const stale = 'stale.token';
    for (const url of ['/web-api/auth/login-phone', '/web-api/auth/login-sms', '/web-api/registration/one-click']) {
      const response = await app.inject({ method: 'POST', url, headers: { ...XHR, 'x-fingerprint': stale } });
      expect(response.json(), url).toMatchObject({ error: { exception_code: FINGERPRINT_EXCEPTION_CODE } });
    }
    const check = await app.inject({
      method: 'GET',
      url: '/web-api/session/check',
      headers: { 'x-fingerprint': stale },
    });
    expect(check.statusCode).toBe(200);
  });
});
