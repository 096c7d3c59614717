import { expect, test as base } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { RouteDefinition } from '../../apps/shell/src/routes/route-definition';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';
import { CATALOGUE, examplePath } from '../support/example-paths';
import { auditLayout } from '../support/layout-audit';

type Expectation = { kind: 'page' } | { kind: 'redirect'; to: RegExp } | { kind: 'status'; status: number };

const LANGUAGES = ['ru', 'en'] as const;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const DEMO_GAME_PATH = 'line/1-football/1-epl/30000001-demo';

/** Betting pages whose first price a phone shows in its first screen: home, live, a sport, a league, a game. */
const FIRST_PRICE_PATHS = new Set(['', 'live', 'line/1-football', 'line/1-football/1-epl', DEMO_GAME_PATH]);
/** The betting pages of that list that no route of the catalogue opens by its example path. */
const BETTING_PATHS = [...FIRST_PRICE_PATHS].filter((path) => !CATALOGUE.some((route) => examplePath(route) === path));

/** What a visitor gets on the demo site's settings, read from the route's flags. */
function expectationFor(route: RouteDefinition, lng: string): Expectation {
  const { flags } = route;
  if (flags.requiredSetting === 'isIdentificationEnabled') return { kind: 'status', status: 404 };
  if (flags.isBlockPage || flags.isMaintenancePage || flags.bannedOnly)
    return { kind: 'redirect', to: new RegExp(`/${lng}$`) };
  if (flags.needsLogin) return { kind: 'redirect', to: new RegExp(`/${lng}/user/login`) };
  return { kind: 'page' };
}

const urlOf = (lng: string, path: string) => `/${lng}${path === '' ? '' : `/${path}`}`;

/**
 * The page just opened, at a desktop's size and then a phone's (one load serves both), each finding named by
 * where it was seen.
 */
async function layoutFindings(
  page: Page,
  lng: string,
  path: string,
  who: string,
  asksFirstPrice = FIRST_PRICE_PATHS.has(path),
): Promise<string[]> {
  await waitForViews(page);
  const findings: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const firstPrice = size === PHONE && asksFirstPrice;
    for (const finding of await auditLayout(page, { firstPrice, lng })) {
      findings.push(`${urlOf(lng, path)} ${who} @${size.width}: ${finding}`);
    }
  }
  return findings;
}

/** Opens the path at a desktop's size and audits it there and on a phone, if the page is the one asked for. */
async function layoutFindingsAt(
  page: Page,
  lng: string,
  path: string,
  who: string,
  asksFirstPrice = FIRST_PRICE_PATHS.has(path),
): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(urlOf(lng, path));
  if (new URL(page.url()).pathname !== urlOf(lng, path)) return [];
  return layoutFindings(page, lng, path, who, asksFirstPrice);
}

/**
 * The demo's game page names a league game still in the line: the demo's first game may have started, and been
 * played to its end, by the time this test runs.
 */
async function inLine(page: Page, path: string): Promise<string> {
  if (path !== DEMO_GAME_PATH) return path;
  const answer = await page.request.get('/web-api/sportsbook/games?mode=line&lng=en&sportId=1&champId=1&limit=1');
  const [game] = ((await answer.json()) as { games: { id: number }[] }).games;
  if (!game) throw new Error('no Premier League game is in the line');
  return `line/1-football/1-epl/${game.id}-demo`;
}

async function newPage(browser: Browser, cookies: { name: string; value: string }[]): Promise<Page> {
  const baseURL = process.env.BETFRONT_URL ?? '';
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
  return context.newPage();
}

/** Every visitor of the tests has answered the cookie question already; cookie-consent.spec asks it. */
const CONSENT = { name: 'cookies_agree_type', value: '4' };

/**
 * One visitor's page and one player's per worker, the visitor's cookies cleared before each route: a fresh
 * browser context per route costs more than the route's own checks.
 */
const test = base.extend<{ visitorPage: Page }, { workerPage: Page; playerPage: Page }>({
  workerPage: [
    async ({ browser }, provide) => {
      const page = await newPage(browser, [CONSENT]);
      await provide(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  playerPage: [
    async ({ browser, playwright }, provide) => {
      const request = await playwright.request.newContext();
      const baseUrl = process.env.BETFRONT_URL ?? '';
      const session = await createPlayer(request, baseUrl, process.env.BETFRONT_ADMIN_TOKEN ?? '', {
        balance: '1000',
      });
      await request.dispose();
      const page = await newPage(browser, [CONSENT, session]);
      await provide(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  visitorPage: async ({ workerPage }, provide) => {
    await workerPage.context().clearCookies();
    await workerPage.context().addCookies([{ ...CONSENT, url: process.env.BETFRONT_URL ?? '' }]);
    await provide(workerPage);
  },
});

test.describe.configure({ timeout: 90_000 });

/**
 * The languages a route is opened in: a page a visitor can open is seen by the visitor in one language and by the
 * player in the other (the two views differ only in the header), the routes taking turns; a page only a player
 * opens is seen by the player in both.
 */
function languagesOf(index: number): { visitor: string; player: string } {
  const visitor = LANGUAGES[index % LANGUAGES.length] ?? 'ru';
  return { visitor, player: visitor === 'ru' ? 'en' : 'ru' };
}

/** What the route answers in a language without a browser: its status, its redirect, or a titled page in it. */
async function expectAnswer(page: Page, route: RouteDefinition, lng: string): Promise<void> {
  const expected = expectationFor(route, lng);
  const response = await page.request.get(urlOf(lng, examplePath(route)), {
    maxRedirects: expected.kind === 'redirect' ? 0 : 20,
  });
  if (expected.kind === 'redirect') {
    expect(response.status(), `${route.name} in ${lng}`).toBe(302);
    expect(new URL(response.headers()['location'] ?? '', 'http://site').pathname).toMatch(expected.to);
    return;
  }
  expect(response.status(), `${route.name} in ${lng}`).toBe(expected.kind === 'status' ? expected.status : 200);
  const html = await response.text();
  expect(html, `${route.name} in ${lng}`).toContain(`<html lang="${lng}"`);
  expect(html, `${route.name} in ${lng}`).toMatch(/<title>[^<]*\S[^<]*<\/title>/);
}

/** Opens a route a visitor may see in the browser: the page answers as expected and its view hydrates. */
async function expectVisitorView(page: Page, route: RouteDefinition, lng: string): Promise<void> {
  const expected = expectationFor(route, lng);
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(urlOf(lng, examplePath(route)));
  expect(response, `no response for ${route.name}`).not.toBeNull();
  if (expected.kind === 'status') {
    expect(response?.status()).toBe(expected.status);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return;
  }
  expect(response?.status(), `${route.name} in ${lng}`).toBe(200);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  if (route.shell !== 'maintenance') await expect(page.locator('main')).toBeVisible();
  const view = page.locator(`[data-remote-view="${route.remote}"]`);
  await expect(view).not.toBeEmpty();
  // Ready (2) once the remote's bundle has hydrated its server markup.
  await expect(page.locator('[data-view-state]').filter({ has: view })).toHaveAttribute('data-view-state', '2');
}

for (const [index, route] of CATALOGUE.entries()) {
  test(`route ${route.name} answers in Russian and English and lays out cleanly`, async ({
    visitorPage: page,
    playerPage,
  }) => {
    const visitorErrors = collectConsoleErrors(page);
    const playerErrors = collectConsoleErrors(playerPage);
    const path = examplePath(route);
    const findings: string[] = [];
    const languages = languagesOf(index);
    const playerOnly = expectationFor(route, 'en').kind === 'redirect';
    for (const lng of LANGUAGES) await expectAnswer(page, route, lng);
    if (!playerOnly) {
      await expectVisitorView(page, route, languages.visitor);
      findings.push(...(await layoutFindings(page, languages.visitor, path, 'visitor')));
    }
    for (const lng of playerOnly ? LANGUAGES : [languages.player]) {
      findings.push(...(await layoutFindingsAt(playerPage, lng, path, 'player')));
      expect(new URL(playerPage.url()).pathname, 'the player stays logged in').not.toBe(`/${lng}/user/login`);
    }
    // A page answered with 404 on purpose shows up in the console as a failed document load, nothing more.
    const documentStatus = /the server responded with a status of 404/;
    // The player's example paths name a coupon the player does not own, and the account's secure data asks for a
    // confirmation first: the platform's refusal is what the page shows.
    const refusedRead = /the server responded with a status of 40[34] \(.*\) \S+\/web-api\//;
    // The analytics batches of every page the suite opens come from one address, faster than any visitor's.
    const analyticsLimit = /status of 429 \(.*\) \S+\/web-api\/analytics\/events$/;
    const isAnsweredWithStatus = expectationFor(route, 'en').kind === 'status';
    const unexpected = [
      ...visitorErrors.errors,
      ...playerErrors.errors.filter((error) => !refusedRead.test(error)),
    ].filter((error) => !(isAnsweredWithStatus && documentStatus.test(error)) && !analyticsLimit.test(error));
    visitorErrors.stop();
    playerErrors.stop();
    expect(unexpected, `console errors on ${route.name}`).toEqual([]);
    expect(findings, `layout of ${route.name}`).toEqual([]);
  });
}

for (const path of BETTING_PATHS) {
  test(`betting page /${path} lays out cleanly`, async ({ visitorPage, playerPage }) => {
    const findings: string[] = [];
    const shown = await inLine(visitorPage, path);
    for (const lng of LANGUAGES) {
      findings.push(...(await layoutFindingsAt(visitorPage, lng, shown, 'visitor', FIRST_PRICE_PATHS.has(path))));
      findings.push(...(await layoutFindingsAt(playerPage, lng, shown, 'player', FIRST_PRICE_PATHS.has(path))));
    }
    expect(findings, `layout of /${path}`).toEqual([]);
  });
}
