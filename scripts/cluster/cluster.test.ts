import { healthSchema, siteConfigSchema } from '@betfront/contract';
import { openedCouponsAnswerSchema, placeCouponAnswerSchema } from '@betfront/contract/bets';
import { FEED_EVENT, feedEventSchema } from '@betfront/contract/sportsbook-feed';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LocalCluster } from './local-cluster';
import { startLocalCluster } from './local-cluster';

/**
 * Three platform processes over one PostgreSQL behind HAProxy, round-robin without stickiness, as an operator
 * scales out: a player must not notice which process answers.
 */
const PROCESSES = 3;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const gamesSchema = z.object({ games: z.array(z.looseObject({ id: z.number(), version: z.number() })) });

let cluster: LocalCluster;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Run through scripts/with-postgres.sh, which starts the PostgreSQL server');
  cluster = await startLocalCluster({ adminUrl, processes: PROCESSES });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

async function json(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const admin = (method: string, path: string, body?: object) =>
  json(`${cluster.url}/admin-api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${cluster.adminToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const liveFootball = async (base: string) =>
  gamesSchema.parse(await json(`${base}/web-api/sportsbook/games?mode=live&sportId=1&limit=50&lng=en`)).games;

/** What a page shows of a game: its version and every price, in the order given. */
const pricesOf = (games: readonly { id: number; version: number; markets?: unknown }[]) =>
  JSON.stringify(games.map((game) => [game.id, game.version, game.markets]));

describe('a cluster behind a round-robin balancer', () => {
  it('answers the same prices whichever process a request reaches', async () => {
    await expect
      .poll(
        async () => {
          // Consecutive requests through the balancer land on consecutive processes.
          const answers: string[] = [];
          for (let ask = 0; ask < PROCESSES; ask += 1) answers.push(pricesOf(await liveFootball(cluster.url)));
          return answers.every((answer) => answer === answers[0]) && answers[0] !== '[]';
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
  });

  it('runs each periodic job in exactly one process', async () => {
    const reports = await Promise.all(
      cluster.processUrls.map(async (url) => healthSchema.parse(await json(`${url}/health`)).jobs),
    );
    for (const job of Object.keys(reports[0] ?? {})) {
      expect(
        reports.filter((jobs) => jobs[job] === 'leads'),
        job,
      ).toHaveLength(1);
    }
  });

  it('signs a player up, takes a bet priced by one process and placed through another, and settles it', async () => {
    const signedUp = await fetch(`${cluster.url}/web-api/registration/one-click`, {
      method: 'POST',
      headers: { ...XHR, 'content-type': 'application/json' },
      body: JSON.stringify({ currency_id: 2, country_id: 643, bonus_choice: 0 }),
    });
    expect(signedUp.status).toBe(200);
    const session = signedUp.headers.getSetCookie().find((line) => line.startsWith('bf_session='));
    const cookie = session?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^bf_session=./);
    const [pricing, placing] = cluster.processUrls;
    let placed: z.infer<typeof placeCouponAnswerSchema> | null = null;
    let gameId = 0;
    const refusals: string[] = [];
    // A live price moves every few seconds and a goal suspends a game's markets for a few more: a refused bet is
    // tried again a second later, on the game then first in the list.
    for (let attempt = 0; attempt < 15 && !placed; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      const game = (await liveFootball(pricing as string)).find((candidate) =>
        (candidate as GameSummary).markets?.some((market) => market.selections.some((selection) => selection.coef)),
      ) as GameSummary | undefined;
      const selection = game?.markets.flatMap((market) => market.selections).find((candidate) => candidate.coef);
      if (!game || !selection?.coef) continue;
      gameId = game.id;
      const response = await fetch(`${placing}/web-api/bets/place`, {
        method: 'POST',
        headers: { ...XHR, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          requestId: randomUUID(),
          typeId: 0,
          amount: '100',
          bets: [{ id: selection.id, coef: selection.coef }],
        }),
      });
      if (response.ok) placed = placeCouponAnswerSchema.parse(await response.json());
      else refusals.push(await response.text());
    }
    expect(placed, refusals.join('\n')).not.toBeNull();

    const opened = async () =>
      openedCouponsAnswerSchema.parse(
        await json(`${cluster.url}/web-api/bets/opened?lng=en`, { headers: { ...XHR, cookie } }),
      ).coupons;
    expect((await opened()).map((coupon) => coupon.id)).toContain(placed?.coupon.id);
    await admin('POST', '/test/sportsbook/finish-game', { gameId });
    await expect.poll(async () => (await opened()).length, { timeout: 20_000 }).toBe(0);
  });

  it('shows maintenance switched on through one process on every process within a second', async () => {
    const maintenance = async (url: string) =>
      siteConfigSchema.parse(await json(`${url}/bff-api/config/all.json`)).maintenance.isActive;
    await admin('PUT', '/maintenance', { minutes: 30 });
    for (const url of cluster.processUrls) {
      await expect.poll(() => maintenance(url), { timeout: 1000, interval: 25 }).toBe(true);
    }
    await admin('DELETE', '/maintenance');
  });

  it('pushes the same game states to live feeds attached to different processes', async () => {
    const ids = (await liveFootball(cluster.url)).map((game) => game.id).join(',');
    const received = await Promise.all(
      cluster.processUrls.map((url) => readFeed(`${url}/web-api/sportsbook/feed?lng=en&ids=${ids}`, 6000)),
    );
    const byVersion = received.map(
      (games) => new Map(games.map((game) => [`${game.id}@${game.version}`, pricesOf([game])])),
    );
    const [first, ...others] = byVersion;
    let compared = 0;
    for (const other of others) {
      for (const [key, prices] of other) {
        if (!first?.has(key)) continue;
        expect(prices, key).toBe(first.get(key));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
    for (const games of received) {
      const last = new Map<number, number>();
      for (const game of games) {
        expect(game.version).toBeGreaterThanOrEqual(last.get(game.id) ?? 0);
        last.set(game.id, game.version);
      }
    }
  });
});

/** The games a live feed pushes during `ms`, in the order they came. */
async function readFeed(url: string, ms: number): Promise<GameSummary[]> {
  const games: GameSummary[] = [];
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    const response = await fetch(url, { signal: abort.signal });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (event.includes(`event: ${FEED_EVENT}`) && data)
          games.push(...feedEventSchema.parse(JSON.parse(data.slice(6))).games);
      }
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return games;
}
