import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp } from '../testing/test-app';
import { installSecurityHeaders } from './security-headers';

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

  it('leaves the document-only headers off scripts and style sheets, keeping what they act on', async () => {
    const files = Fastify();
    await installSecurityHeaders(files, false);
    files.get('/file.js', (_, reply) => reply.type('text/javascript; charset=utf-8').send('export {};'));
    files.get('/file.css', (_, reply) => reply.type('text/css; charset=utf-8').send('a{}'));
    files.get('/file.svg', (_, reply) => reply.type('image/svg+xml').send('<svg/>'));
    try {
      for (const url of ['/file.js', '/file.css']) {
        const { headers } = await files.inject({ url });
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        for (const name of [
          'content-security-policy',
          'x-frame-options',
          'permissions-policy',
          'origin-agent-cluster',
        ]) {
          expect(headers[name], `${name} on ${url}`).toBeUndefined();
        }
      }
      // An SVG opened by itself is a document that may run script: it keeps its policy.
      const image = await files.inject({ url: '/file.svg' });
      expect(image.headers['content-security-policy']).toContain("object-src 'none'");
    } finally {
      await files.close();
    }
  });
});
