import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { startPlatform } from '../../../e2e/support/start-platform';
import { startFeedProxy } from './feed-proxy';
import type { FeedProxy } from './feed-proxy';
import { openBarePage } from './bare-page';
import { moveEveryOdd } from './move-every-odd';
import { median, percentile } from './percentile';
import { rendererMainThreadsCpu } from './renderer-cpu';
import { taskClock } from './task-clock';

const LIVE_GAMES = 200;
const TICKS = 30;
const TICK_MS = 2000;
const CLICKS = 20;
/** Start-up work (the fingerprint refresh 8 s after start) is done before the first tick. */
const SETTLE_MS = 10_000;
const ODDS_BUTTON = 'main button[aria-pressed]';
const BARE_SETTLE_MS = 500;

async function liveGames(platformUrl: string): Promise<GameSummary[]> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${platformUrl}/web-api/sportsbook/games?mode=live&limit=300&lng=en`);
    const { games } = gamesAnswerSchema.parse(await response.json());
    if (games.length >= LIVE_GAMES) return games.slice(0, LIVE_GAMES);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the simulator did not reach ${LIVE_GAMES} live games`);
}

interface TickCosts {
  /** Main-thread task time, wall clock, as Chromium counts it. */
  taskMs: number[];
  /** CPU time of the renderer's main thread; empty where the kernel does not tell. */
  cpuMs: number[];
  /** Task time of the same number of coef changes on a bare page, taken between the live page's ticks. */
  bareMs: number[];
  /** Coefs on the live page, each changed on every tick, and so on the bare page. */
  coefs: number;
}

/** Main-thread time of each update tick: every odd of every game on the page changes, every 2 s. */
async function measureTicks(
  browser: Browser,
  page: Page,
  proxy: FeedProxy,
  games: readonly GameSummary[],
): Promise<TickCosts> {
  const taskSeconds = await taskClock(page);
  const cpu = rendererMainThreadsCpu();
  // Opened after the CPU reader has listed the renderers, so the bare page's stays out of the live page's figure.
  const coefs = await page.locator(ODDS_BUTTON).count();
  const bare = await openBarePage(browser, coefs);
  const costs: TickCosts = { taskMs: [], cpuMs: [], bareMs: [], coefs };
  for (let tick = 0; tick < TICKS; tick += 1) {
    const before = await taskSeconds();
    const cpuBefore = cpu?.() ?? 0;
    proxy.push(moveEveryOdd(games, tick));
    await page.waitForTimeout(TICK_MS);
    costs.taskMs.push(((await taskSeconds()) - before) * 1000);
    if (cpu) costs.cpuMs.push(cpu() - cpuBefore);
    costs.bareMs.push(await bare.tick(BARE_SETTLE_MS));
  }
  await bare.close();
  return costs;
}

/**
 * In the page: clicks the n-th odds button not yet in the coupon and answers the ms from the click until the
 * coupon shows the selection and the frame is painted. A string, so the bundler's helpers stay out of the page.
 */
const CLICK_TO_COUPON = `(async ({ selector, index }) => {
  const buttons = [...document.querySelectorAll(selector)].filter(
    (button) => !button.disabled && button.getAttribute('aria-pressed') === 'false',
  );
  const button = buttons[index % buttons.length];
  const id = button && button.dataset.selectionId;
  if (!id) throw new Error('no odds button to click');
  const inCoupon = () => document.querySelector('[data-coupon-bet-id="' + CSS.escape(id) + '"]') !== null;
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!inCoupon()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    button.click();
    setTimeout(() => reject(new Error('the coupon did not show the selection within 5 s')), 5000);
  });
})`;

const RECORD_LONG_TASKS = `window.benchLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });`;

/** From the click on an odds button to the coupon showing it, painted. */
async function measureAddToCoupon(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let click = 0; click < CLICKS; click += 1) {
    const ms = await page.evaluate(
      `${CLICK_TO_COUPON}(${JSON.stringify({ selector: ODDS_BUTTON, index: click * 7 })})`,
    );
    times.push(Number(ms));
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The live page with 200 games whose every odd changes every 2 s, and adding a bet to the coupon on it. */
export async function runLivePageBench(): Promise<void> {
  const platform = await startPlatform({ SIMULATOR_LIVE_GAMES: String(LIVE_GAMES) });
  const proxy = await startFeedProxy(platform.url);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const games = await liveGames(platform.url);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(RECORD_LONG_TASKS);
    await page.goto(`${proxy.url}/en/live`, { waitUntil: 'networkidle' });
    // The list draws only the rows near the viewport; each drawn row tells the length of the whole list.
    await page.waitForSelector('main [data-game-id][aria-setsize]');
    const listed = Number(await page.getAttribute('main [data-game-id][aria-setsize]', 'aria-setsize'));
    // A game or two may finish between the count above and the page's load.
    if (listed < LIVE_GAMES * 0.95) throw new Error(`the live page lists ${listed} games, not ${LIVE_GAMES}`);
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks.splice(0));
    const ticks = await measureTicks(browser, page, proxy, games);
    const longTasks = await page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks);
    const cpuFigure =
      ticks.cpuMs.length > 0
        ? `; its CPU time p50 ${ms(median(ticks.cpuMs))}, p95 ${ms(percentile(ticks.cpuMs, 95))}`
        : '';
    console.log(
      `live page, ${listed} games, every odd moving every ${TICK_MS / 1000} s: main thread per update tick ` +
        `p50 ${ms(median(ticks.taskMs))}, p95 ${ms(percentile(ticks.taskMs, 95))} (target ≤ 8 ms)${cpuFigure} ` +
        `over ${TICKS} ticks; long tasks over 50 ms: ${longTasks.filter((duration) => duration > 50).length}` +
        (longTasks.length > 0 ? ` (longest ${ms(Math.max(...longTasks))})` : ''),
    );
    console.log(
      `the same ${ticks.coefs} coef changes on a bare page of odds buttons, between those ticks: ` +
        `p50 ${ms(median(ticks.bareMs))}, p95 ${ms(percentile(ticks.bareMs, 95))}; ` +
        `the live page's tick is ${(median(ticks.taskMs) / median(ticks.bareMs)).toFixed(1)} times the bare page's at p50`,
    );
    const adds = await measureAddToCoupon(page);
    console.log(
      `add to coupon on that page: click to the coupon showing it, painted: median ${ms(median(adds))}, ` +
        `p95 ${ms(percentile(adds, 95))} (target ≤ 50 ms) over ${CLICKS} clicks`,
    );
  } finally {
    await browser.close();
    await proxy.close();
    await platform.stop();
  }
}
