import { describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../auth/auth-test-helpers';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { createTestApp, XHR } from '../testing/test-app';

describe('links and cookies', () => {
  it('builds e-mailed links on the public origin, whatever Host header the request forged', async () => {
    const { app, db } = await createAuthTestApp({ publicOrigin: 'https://bet.example' });
    try {
      await createUserWithSession(db, { login: 'carol', password: 'carol-pass-1', email: 'carol@example.com' });
      const started = await app.inject({
        method: 'POST',
        url: '/web-api/auth/recovery/start',
        payload: { login: 'carol@example.com', lng: 'en' },
        headers: { ...XHR, host: 'evil.example' },
      });
      expect(started.statusCode).toBe(200);
      const [letter] = (await app.inject({ url: '/dev/outbox.json?to=carol@example.com' })).json().messages;
      expect(letter.body).toContain('https://bet.example/en/user/passwordreset?token=');
      expect(letter.body).not.toContain('evil.example');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('marks the session cookie Secure in production even when the proxy reached the platform over HTTP', async () => {
    const { app, db } = await createTestApp({ nodeEnv: 'production', publicOrigin: 'https://bet.example' });
    try {
      await createUserWithSession(db, { login: 'dave', password: 'dave-pass-1' });
      const response = await app.inject({
        method: 'POST',
        url: '/web-api/auth/login',
        payload: { uLogin: 'dave', uPassword: 'dave-pass-1' },
        headers: XHR,
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({ secure: true });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
