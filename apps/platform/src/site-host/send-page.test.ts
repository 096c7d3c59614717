import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import type { TrustProxy } from '../config/trust-proxy';
import { trustFunction } from '../config/trust-proxy';
import { countryFromRequest } from '../http/country-header';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { installCompression } from '../http/compression';
import { installSecurityHeaders } from '../http/security-headers';
import { installTrustedProxy } from '../http/trusted-proxy';
import { testEnv } from '../testing/test-app';
import type { SiteBundle } from './load-site-bundle';
import { createVisitorPageCache, sendPage } from './send-page';

function bundleWith(handlePageRequest: SiteBundle['server']['handlePageRequest']): SiteBundle {
  return {
    assets: { version: 'test-build', shell: { js: '/assets/shell.js', css: [], preload: [] }, registry: {} },
    server: {
      handlePageRequest,
      renderRemoteView: async () => null,
      renderServerErrorPage: () => '<!doctype html><title>500</title>',
    },
  };
}

const databases: Database[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.close();
});

async function appServing(bundle: SiteBundle, trustProxy: TrustProxy = false) {
  const trust = trustFunction(trustProxy);
  const app = Fastify({ trustProxy: trust });
  const db = await createTestDatabase();
  databases.push(db);
  app.decorate('platform', { db, env: testEnv() });
  installTrustedProxy(app, trust);
  await installSecurityHeaders(app, false);
  await installCompression(app);
  await app.register(cookie);
  app.get('/api/country', (request) => ({ country: countryFromRequest(request) }));
  const visitorPages = createVisitorPageCache();
  app.get('/*', (request, reply) => sendPage(app, request, reply, bundle, true, visitorPages));
  return app;
}

/** A page that shows the country the render was given and the one its API call was answered for. */
const countryPage = bundleWith(async ({ countryCode, fetcher }) => {
  const answer = await fetcher('/api/country', { headers: { 'x-country-code': 'ZZ' } });
  const { country } = z.object({ country: z.string().nullable() }).parse(await answer.json());
  return { kind: 'html', status: 200, html: `${countryCode ?? '-'} ${country ?? '-'}`, inlineStyles: [], cookies: [] };
});

const STYLE = ':root{--bf-color-accent:#1f7a4d}';
/** A page long enough to be worth compressing, with one inline style, that counts its renders. */
function stylePage() {
  const page = { renders: 0, html: `<!doctype html><style>${STYLE}</style>${'<p>Линия и лайв</p>'.repeat(200)}` };
  const bundle = bundleWith(async () => {
    page.renders += 1;
    return { kind: 'html', status: 200, html: page.html, inlineStyles: [STYLE], cookies: [] };
  });
  return { page, bundle };
}

const PLAYER = { cookie: 'bf_session=s' };

function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
  );
}

describe('sendPage', () => {
  it('writes the page, its status and the cookies the guards set', async () => {
    const app = await appServing(
      bundleWith(async () => ({
        kind: 'html',
        status: 404,
        html: '<!doctype html><h1>Not found</h1>',
        inlineStyles: [],
        cookies: [{ name: 'payment-consultant', value: '1', maxAgeSeconds: 60, httpOnly: false }],
      })),
    );
    const answer = await app.inject('/en/nowhere');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('Not found');
    expect(String(answer.headers['set-cookie'])).toContain('payment-consultant=1');
  });

  it('redirects with the status the shell chose', async () => {
    const app = await appServing(
      bundleWith(async () => ({ kind: 'redirect', status: 301, location: '/en/x', cookies: [] })),
    );
    const answer = await app.inject('/old');
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/en/x');
  });

  it('answers the error page, not a bare failure, when rendering throws', async () => {
    const app = await appServing(
      bundleWith(async () => {
        throw new Error('render failed');
      }),
    );
    const answer = await app.inject('/en');
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<title>500</title>');
  });

  it("renders and asks the API with the country a trusted proxy states, in the platform's own words", async () => {
    const app = await appServing(countryPage, ['127.0.0.1']);
    expect((await app.inject({ url: '/en', headers: { 'x-country-code': 'de' } })).body).toBe('DE DE');
    expect((await app.inject('/en')).body).toBe('- -');
  });

  it('neither renders nor asks the API with a country the visitor states without a trusted proxy', async () => {
    const app = await appServing(countryPage);
    expect((await app.inject({ url: '/en', headers: { 'x-country-code': 'DE' } })).body).toBe('- -');
  });

  it("renders a visitor's page once for every visitor; a player's for the player", async () => {
    const { page, bundle } = stylePage();
    const app = await appServing(bundle);
    await app.inject('/en');
    await app.inject('/en');
    expect(page.renders).toBe(1);
    await app.inject({ url: '/en', headers: { 'x-country-code': 'DE', cookie: 'app_theme=1' } });
    expect(page.renders).toBe(2);
    for (let visit = 0; visit < 2; visit += 1) await app.inject({ url: '/en', headers: PLAYER });
    expect(page.renders).toBe(4);
  });

  it("answers a visitor's cached page in the encoding accepted, the same bytes to every visitor", async () => {
    const { page, bundle } = stylePage();
    const app = await appServing(bundle);
    const ask = (acceptEncoding?: string) =>
      app.inject({ url: '/en', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const [first, second] = [await ask('br, gzip'), await ask('gzip, deflate, br, zstd')];
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(page.html);
    }
    expect(first?.rawPayload.length).toBeLessThan(Buffer.byteLength(page.html) / 10);
    expect(second?.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0))).toBe(true);

    for (const gzipOnly of ['gzip', 'br;q=0, gzip;q=0.5']) {
      const gzip = await ask(gzipOnly);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(page.html);
    }
    for (const neither of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await ask(neither);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.body).toBe(page.html);
    }
    expect(page.renders).toBe(1);
  });

  it("compresses a player's page on the fly, as it is rendered for the player alone", async () => {
    const { page, bundle } = stylePage();
    const app = await appServing(bundle);
    const answer = await app.inject({ url: '/en', headers: { ...PLAYER, 'accept-encoding': 'br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(page.html);
    expect((await app.inject({ url: '/en', headers: PLAYER })).body).toBe(page.html);
  });

  it('allows the inline style of a page by its hash, and nothing else inline', async () => {
    const { bundle } = stylePage();
    const app = await appServing(bundle);
    const hash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
    for (const headers of [{}, {}, PLAYER]) {
      const policy = directives((await app.inject({ url: '/en', headers })).headers['content-security-policy']);
      expect(policy.get('style-src')).toEqual(["'self'", hash]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
  });
});
