import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SiteBundle } from './load-site-bundle';
import { sendPage } from './send-page';

function bundleWith(handlePageRequest: SiteBundle['server']['handlePageRequest']): SiteBundle {
  return {
    assets: { shell: { js: '/assets/shell.js', css: [], preload: [] }, registry: {} },
    server: {
      handlePageRequest,
      renderRemoteView: async () => null,
      renderServerErrorPage: () => '<!doctype html><title>500</title>',
    },
  };
}

async function appServing(bundle: SiteBundle) {
  const app = Fastify();
  await app.register(cookie);
  app.get('/*', (request, reply) => sendPage(app, request, reply, bundle, true));
  return app;
}

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
});
