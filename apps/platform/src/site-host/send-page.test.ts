import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TrustProxy } from '../config/trust-proxy';
import { trustFunction } from '../config/trust-proxy';
import { countryFromRequest } from '../http/country-header';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
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
  return { kind: 'html', status: 200, html: `${countryCode ?? '-'} ${country ?? '-'}`, cookies: [] };
});

describe('sendPage', () => {
  it('writes the page, its status and the cookies the guards set', async () => {
    const app = await appServing(
      bundleWith(async () => ({
        kind: 'html',
        status: 404,
        html: '<!doctype html><h1>Not found</h1>',
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

  it("renders a visitor's page once for every visitor, each answer with its own nonces; a player's for the player", async () => {
    let renders = 0;
    const app = await appServing(
      bundleWith(async ({ nonces }) => {
        renders += 1;
        return {
          kind: 'html',
          status: 200,
          html: `<script nonce="${nonces.script}"></script><style nonce="${nonces.style}"></style>`,
          cookies: [],
        };
      }),
    );
    const answers = [await app.inject('/en'), await app.inject('/en')];
    expect(renders).toBe(1);
    for (const answer of answers) {
      const policy = String(answer.headers['content-security-policy']);
      const [script, style] = [...answer.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(policy).toContain(`'nonce-${script}'`);
      expect(policy).toContain(`'nonce-${style}'`);
    }
    expect(answers[0]?.body).not.toBe(answers[1]?.body);
    await app.inject({ url: '/en', headers: { 'x-country-code': 'DE', cookie: 'app_theme=1' } });
    expect(renders).toBe(2);
    for (let visit = 0; visit < 2; visit += 1) await app.inject({ url: '/en', headers: { cookie: 'bf_session=s' } });
    expect(renders).toBe(4);
  });
});
