import { handlePageRequest, renderRemoteView, renderServerErrorPage } from '@betfront/shell/server';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { notifyChannel } from '../db/database';
import { OPERATOR_DATA_CHANNEL } from '../operator-cache/operator-cache';
import { createTestApp } from '../testing/test-app';
import type { SiteBundle } from './load-site-bundle';
import { createVisitorPageCache, sendPage } from './send-page';
import { VISITOR_PAGE_COOKIES } from './visitor-page-inputs';

/** The shell's own server render from its sources, with the asset list of a build that has no remote scripts. */
const shellBundle = (onRender: (cookies: Readonly<Record<string, string>>) => void): SiteBundle => ({
  assets: { version: 'test-build', shell: { js: '/assets/shell.js', css: [], preload: [] }, registry: {} },
  server: {
    handlePageRequest: (request) => {
      onRender(request.cookies);
      return handlePageRequest(request);
    },
    renderRemoteView,
    renderServerErrorPage,
  },
});

const PAGE = '/en/information/contacts';
/** A value each page cookie can take that differs from having none. */
const CHANGED: Record<string, string> = {
  forced_geo_off: '1',
  bf_return_target: '/en/office',
  bf_identification_target: '/en/office',
  app_theme: '1',
  time_zone: '5',
  lng: 'ru',
  tzo: '5',
  is12h: '1',
  hide_left: '1',
  hide_right: '1',
  isChampsGroupedByCountry: '0',
  app_view_type: '1',
  cookies_agree_type: '4',
};

let app: FastifyInstance;
let db: Database;
let renders: Readonly<Record<string, string>>[];

beforeEach(async () => {
  ({ app, db } = await createTestApp());
  renders = [];
  // Fresh for the whole test, so that every render counted is one a new key asked for.
  const cache = createVisitorPageCache({ freshMs: 60_000, staleMs: 60_000, maxPages: 200 });
  const bundle = shellBundle((cookies) => renders.push(cookies));
  // The page's own route, before the site host's catch-all: a cache of this test's own.
  app.get(PAGE, (request, reply) => sendPage(app, request, reply, bundle, true, cache));
});

afterEach(async () => {
  await app.close();
  await db.close();
});

const visit = (cookie?: string, userAgent?: string) =>
  app.inject({
    url: PAGE,
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });

describe("a visitor's page from the render cache", () => {
  it('is the page a fresh render makes, the same for every visitor, with no nonce in it', async () => {
    const first = await visit();
    expect(first.body).toContain('<html');
    const cached = await visit();
    expect(renders).toHaveLength(1);
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(first.body);
    expect(cached.body).not.toContain('nonce');
  });

  it("is allowed its operator's brand-book style by the hash of its text, and no other inline element", async () => {
    const answer = await visit();
    const brandBook = /<style id="brand-book">([^<]+)<\/style>/.exec(answer.body)?.[1] ?? 'missing';
    const hash = createHash('sha256').update(brandBook).digest('base64');
    const policy = String(answer.headers['content-security-policy']);
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'sha256-${hash}'`);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
    expect(answer.body.match(/<style/g)).toHaveLength(1);
    expect(answer.body.match(/<script(?! type="application\/json")[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/shell.js" data-page-scripts="">',
    ]);
  });

  it('is rendered anew for each value of a cookie that can change it, and only with those cookies', async () => {
    await visit('_ga=GA1.2.3; partner_id=7');
    expect(renders).toEqual([{}]);
    for (const name of VISITOR_PAGE_COOKIES) {
      const value = CHANGED[name];
      expect(value, `a changed value for ${name}`).toBeDefined();
      await visit(`${name}=${encodeURIComponent(value ?? '')}; _ga=GA1.9.9`);
      expect(renders.at(-1)).toEqual({ [name]: value });
    }
    expect(renders).toHaveLength(1 + VISITOR_PAGE_COOKIES.length);
    await visit(`app_theme=1; _ga=other`);
    expect(renders).toHaveLength(1 + VISITOR_PAGE_COOKIES.length);
  });

  it('shows the dark theme only to whom chose it', async () => {
    const light = await visit();
    const dark = await visit('app_theme=1');
    expect(light.body).not.toContain('data-theme="dark"');
    expect(dark.body).toContain('data-theme="dark"');
    expect((await visit()).body).not.toContain('data-theme="dark"');
  });

  it('keys the browsers a user-agent block tells apart', async () => {
    const internetExplorer = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
    await visit(undefined, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0');
    await visit(undefined, 'Mozilla/5.0 (Windows NT 10.0) Chrome/141.0');
    expect(renders).toHaveLength(1);
    await visit(undefined, internetExplorer);
    expect(renders).toHaveLength(2);
    await visit(undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
    expect(renders).toHaveLength(3);
  });

  it('is never what a player gets: a request with a session is rendered for it, with its cookies', async () => {
    await visit();
    for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) await visit('bf_session=abc; _ga=1');
    expect(renders).toHaveLength(3);
    expect(renders.at(-1)).toEqual({ bf_session: 'abc', _ga: '1' });
    await visit();
    expect(renders).toHaveLength(3);
  });

  it("is rendered anew within a second of an operator's change in any process", async () => {
    await visit();
    // What another process's write sends: this process hears it on its listening connection.
    await notifyChannel(db, OPERATOR_DATA_CHANNEL);
    const deadline = Date.now() + 1000;
    while (renders.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await visit();
    }
    expect(renders).toHaveLength(2);
  });
});
