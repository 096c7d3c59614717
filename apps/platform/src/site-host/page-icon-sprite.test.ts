import { handlePageRequest, renderRemoteView, renderServerErrorPage } from '@betfront/shell/server';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp } from '../testing/test-app';
import { injectFetcher } from './inject-fetcher';
import type { SiteBundle } from './load-site-bundle';
import { createVisitorPageCache, sendPage } from './send-page';

const bundle: SiteBundle = {
  assets: {
    version: 'test-build',
    shell: { js: '/assets/shell.js', css: [], preload: [] },
    registry: { betting: { js: '/assets/betting.js', css: [] } },
  },
  server: { handlePageRequest, renderRemoteView, renderServerErrorPage },
};

const PAGE = '/en/live';
const VIEW = '/betting-view';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
  app.get(PAGE, (request, reply) => sendPage(app, request, reply, bundle, true, createVisitorPageCache()));
  app.get(VIEW, (request) =>
    renderRemoteView({
      appName: 'betting',
      path: PAGE,
      query: {},
      fetcher: injectFetcher(app, request),
      assets: bundle.assets,
      isMobile: false,
    }),
  );
});

afterEach(async () => {
  await app.close();
  await db.close();
});

const usedSymbols = (html: string) => new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id));
const writtenSymbols = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);

describe("a page's icons", () => {
  it('are drawn from one sprite after the React root, each symbol written once', async () => {
    const html = (await app.inject({ url: PAGE })).body;
    const used = usedSymbols(html);
    const remote = html.slice(html.indexOf('data-remote-root="betting"'), html.indexOf('data-remote-state="betting"'));
    expect(usedSymbols(remote).size).toBeGreaterThan(0);
    const written = writtenSymbols(html);
    expect(new Set(written)).toEqual(used);
    expect(written).toHaveLength(used.size);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<svg id="icon-sprite"'));
    expect(root).not.toContain('<symbol');
    expect(html).toMatch(/<\/div><svg id="icon-sprite"[^>]*><symbol/);
  });

  it("come with a view's own sprite when the view is asked for alone", async () => {
    const view = (await app.inject({ url: VIEW })).json<{ body: string }>();
    const used = usedSymbols(view.body);
    expect(used.size).toBeGreaterThan(0);
    expect(new Set(writtenSymbols(view.body))).toEqual(used);
    expect(view.body).not.toContain('id="icon-sprite"');
  });
});
