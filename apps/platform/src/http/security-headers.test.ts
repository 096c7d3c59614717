import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/bff-api/dictionaries/ru?ids=coupon'],
    ['an asset', '/favicon.svg'],
    ['a development page', '/dev/outbox'],
  ])('are sent on %s', async (_, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    const policy = directives(response.headers['content-security-policy'] as string | undefined);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources.some((source) => /^'nonce-[0-9a-f]{32}'$/.test(source))).toBe(true);
    expect(scriptSources.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('gives every answer its own nonce, and the inline style of a page carries it', async () => {
    const [first, second] = await Promise.all([app.inject({ url: '/dev/outbox' }), app.inject({ url: '/dev/outbox' })]);
    const styleNonce = (policy: unknown) => /style-src [^;]*'nonce-([0-9a-f]+)'/.exec(String(policy))?.[1] ?? 'missing';
    expect(styleNonce(first.headers['content-security-policy'])).not.toBe(
      styleNonce(second.headers['content-security-policy']),
    );
    expect(first.body).toContain(`<style nonce="${styleNonce(first.headers['content-security-policy'])}">`);
  });

  it('sends HSTS only in production, where the site runs on HTTPS', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const production = await createTestApp({ nodeEnv: 'production' });
    try {
      const answer = await production.app.inject({ url: '/favicon.svg' });
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await production.app.close();
      await production.db.close();
    }
  });
});
