import { describe, expect, it } from 'vitest';
import { createTestApp, XHR } from '../testing/test-app';
import { paymentsEnvFrom, paymentsEnvSchema } from './payments-env';

const valuesOf = (source: Record<string, string>) => paymentsEnvSchema.parse(source);
const SESSION_SECRET = 'a-session-secret-of-thirty-two-chars!';

describe('the payment settings of the environment', () => {
  it('take payments through the local test provider outside production only', () => {
    expect(paymentsEnvFrom(valuesOf({}), 'development', SESSION_SECRET).provider).toBe('local');
    expect(paymentsEnvFrom(valuesOf({}), 'production', SESSION_SECRET).provider).toBeNull();
    expect(() => paymentsEnvFrom(valuesOf({ PAYMENTS_PROVIDER: 'local' }), 'production', SESSION_SECRET)).toThrow(
      /PAYMENTS_PROVIDER/,
    );
    expect(() => valuesOf({ PAYMENTS_PROVIDER: 'acme' })).toThrow();
    expect(() => valuesOf({ PAYMENTS_WEBHOOK_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('derive a stable webhook secret from the session secret unless one is given', () => {
    const derived = paymentsEnvFrom(valuesOf({}), 'test', SESSION_SECRET).webhookSecret;
    expect(derived).toMatch(/^[a-f0-9]{64}$/);
    expect(paymentsEnvFrom(valuesOf({}), 'test', SESSION_SECRET).webhookSecret).toBe(derived);
    const given = 'w'.repeat(40);
    expect(paymentsEnvFrom(valuesOf({ PAYMENTS_WEBHOOK_SECRET: given }), 'test', SESSION_SECRET).webhookSecret).toBe(
      given,
    );
  });

  it('in production without a provider: no payments and no test provider pages', async () => {
    const { app, db } = await createTestApp({ nodeEnv: 'production' });
    try {
      const deposit = await app.inject({
        method: 'POST',
        url: '/web-api/payments/deposits',
        headers: XHR,
        payload: {},
      });
      expect(deposit.statusCode).toBe(401);
      const checkout = await app.inject({ url: '/dev/payments/checkout/lp_0123456789abcdef01234567' });
      expect(checkout.statusCode).toBe(404);
      const waiting = await app.inject({ url: '/dev/payments' });
      expect(waiting.statusCode).toBe(404);
      const webhook = await app.inject({ method: 'POST', url: '/payments-api/webhooks/local', payload: {} });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
