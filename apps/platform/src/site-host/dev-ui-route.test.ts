import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/error-handler';
import { registerDevUiRoute } from './dev-ui-route';
import type { SiteBundle } from './load-site-bundle';

const bundle = {
  assets: {
    devUi: { js: '/assets/dev-ui-abc.js', css: ['/assets/dev-ui-abc.css'] },
    shell: { js: '/assets/shell.js', css: [], preload: [] },
    registry: {},
    version: 'test-build',
  },
} as unknown as SiteBundle;

const apps: ReturnType<typeof Fastify>[] = [];

function appWith(siteBundle: SiteBundle | null, enabled: boolean) {
  const app = Fastify();
  apps.push(app);
  installErrorHandler(app);
  registerDevUiRoute(app, siteBundle, enabled);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('/dev/ui', () => {
  it('serves the gallery with its built script and styles outside production', async () => {
    const response = await appWith(bundle, true).inject({ url: '/dev/ui' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<script type="module" src="/assets/dev-ui-abc.js">');
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/dev-ui-abc.css">');
    expect(response.body).toContain('noindex');
  });

  it('does not exist in production', async () => {
    const response = await appWith(bundle, false).inject({ url: '/dev/ui' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('says the site is not built when the build has no gallery', async () => {
    const response = await appWith(null, true).inject({ url: '/dev/ui' });
    expect(response.statusCode).toBe(503);
  });
});
