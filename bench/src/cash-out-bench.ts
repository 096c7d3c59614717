import { pathToFileURL } from 'node:url';
import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import { CASH_OUT_EVENT, cashOutOffersAnswerSchema } from '@betfront/contract/cash-out';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { openEventStreamReader } from '../../apps/platform/src/testing/event-stream-reader';
import { startPlatform, type RunningPlatform } from '../../e2e/support/start-platform';
import { median, percentile } from './live/percentile';

const COUPONS = 50;
const WARM_UP = 3;
const ROUNDS = 30;
const PUSH_ROUNDS = 12;
const PUSH_TIMEOUT_MS = 10_000;
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** The coupon types of the player's 50: singles, expresses of 3, systems 2 of 4 and lucky 15s, in turn. */
const SHAPES = [
  { typeId: 0, legs: 1 },
  { typeId: 1, legs: 3 },
  { typeId: 2, legs: 4, systemValue: 2 },
  { typeId: 7, legs: 4 },
] as const;

async function newPlayer(url: string, adminToken: string): Promise<string> {
  const response = await fetch(`${url}/admin-api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ login: `bench${Date.now()}`, password: 'bench-pass-1', balance: '1000000' }),
  });
  const answer = (await response.json()) as { result: { cookie: string } };
  return answer.result.cookie;
}

/** One selection of each live game offered now, by game. */
async function liveSelections(url: string): Promise<{ id: string; coef: string }[]> {
  const answer = gamesAnswerSchema.parse(
    await (await fetch(`${url}/web-api/sportsbook/games?mode=live&limit=60`)).json(),
  );
  return answer.games.flatMap((game) => {
    const selection = game.markets.flatMap((market) => market.selections).find((candidate) => candidate.coef);
    return !game.isSuspended && selection?.coef ? [{ id: selection.id, coef: selection.coef }] : [];
  });
}

interface PlacedCoupon {
  id: number;
  gameIds: number[];
}

async function placeCoupons(url: string, cookie: string): Promise<PlacedCoupon[]> {
  const placed: PlacedCoupon[] = [];
  for (let attempt = 0; placed.length < COUPONS && attempt < COUPONS * 5; attempt += 1) {
    const shape = SHAPES[placed.length % SHAPES.length] as (typeof SHAPES)[number];
    const offered = await liveSelections(url);
    const start = (attempt * 3) % Math.max(1, offered.length - shape.legs);
    const bets = offered.slice(start, start + shape.legs);
    if (bets.length < shape.legs) continue;
    const response = await fetch(`${url}/web-api/bets/place`, {
      method: 'POST',
      headers: { ...XHR, cookie },
      body: JSON.stringify({
        requestId: `bench-cash-out-${attempt}-${Date.now()}`,
        amount: '100',
        changeCoefAction: 1,
        bets,
        ...shape,
      }),
    });
    if (!response.ok) continue;
    const { id } = placeCouponAnswerSchema.parse(await response.json()).coupon;
    placed.push({ id, gameIds: bets.map((bet) => Number(bet.id.split(':')[0])) });
  }
  return placed;
}

/** The time to price the sale values of the coupons in one call, as the pages ask for them after a sale. */
async function timePricing(url: string, cookie: string, coupons: readonly PlacedCoupon[]) {
  const offersUrl = `${url}/web-api/cash-out/offers?couponIds=${coupons.map((coupon) => coupon.id).join(',')}`;
  const timings: number[] = [];
  let sellable = 0;
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    const start = performance.now();
    const answer = cashOutOffersAnswerSchema.parse(await (await fetch(offersUrl, { headers: { cookie } })).json());
    if (round >= WARM_UP) timings.push(performance.now() - start);
    sellable = answer.offers.filter((offer) => offer.value !== null).length;
  }
  return { timings, sellable };
}

/**
 * The delay from a move of a game's prices to the page's stream bringing a changed value of a coupon on it: the
 * operator's test command moves the game's form, and the clock runs from sending it to the pushed event.
 */
async function timePushes(platform: RunningPlatform, cookie: string, coupons: readonly PlacedCoupon[]) {
  const ids = coupons.map((coupon) => coupon.id).join(',');
  const stream = await openEventStreamReader(
    `${platform.url}/web-api/cash-out/stream?couponIds=${ids}`,
    CASH_OUT_EVENT,
    {
      cookie,
    },
  );
  const values = new Map<number, string | null>();
  const waiting: { current: { couponIds: Set<number>; done(): void } | null } = { current: null };
  const reading = (async () => {
    for (;;) {
      for (const offer of cashOutOffersAnswerSchema.parse(await stream.next()).offers) {
        const before = values.get(offer.couponId);
        values.set(offer.couponId, offer.value);
        if (waiting.current?.couponIds.has(offer.couponId) && before !== offer.value) waiting.current.done();
      }
    }
  })().catch(() => undefined);
  const delays: number[] = [];
  try {
    while (values.size < coupons.length) await new Promise((resolve) => setTimeout(resolve, 50));
    const gameIds = [...new Set(coupons.flatMap((coupon) => coupon.gameIds))];
    for (let round = 0; round < PUSH_ROUNDS; round += 1) {
      const gameId = gameIds[round % gameIds.length] as number;
      const couponIds = new Set(coupons.filter((coupon) => coupon.gameIds.includes(gameId)).map((coupon) => coupon.id));
      const start = performance.now();
      const pushed = new Promise<boolean>((resolve) => {
        waiting.current = { couponIds, done: () => resolve(true) };
        setTimeout(() => resolve(false), PUSH_TIMEOUT_MS).unref();
      });
      const moved = await fetch(`${platform.url}/admin-api/test/sportsbook/move-game`, {
        method: 'POST',
        headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ gameId }),
      });
      if (moved.ok && (await pushed)) delays.push(performance.now() - start);
      waiting.current = null;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  } finally {
    stream.close();
    await reading;
  }
  return delays;
}

/**
 * The time to price the sale values of a player's 50 open live coupons, and the delay of a value's change to the
 * page that shows it.
 */
export async function runCashOutBench(): Promise<void> {
  const platform = await startPlatform();
  try {
    const cookie = await newPlayer(platform.url, platform.adminToken);
    const coupons = await placeCoupons(platform.url, cookie);
    const { timings, sellable } = await timePricing(platform.url, cookie, coupons);
    console.log(
      `cash out: sale values of ${coupons.length} open live coupons (singles, expresses, systems, lucky 15s) ` +
        `in one call: median ${median(timings).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms ` +
        `over ${ROUNDS} calls; ${sellable} could be sold at the last call`,
    );
    const delays = await timePushes(platform, cookie, coupons);
    console.log(
      `cash out: a price move reaches the page's pushed values in median ${median(delays).toFixed(0)} ms, ` +
        `p95 ${percentile(delays, 95).toFixed(0)} ms over ${delays.length} moves ` +
        `(the stream prices the moved coupons at most once a second)`,
    );
  } finally {
    await platform.stop();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCashOutBench();
}
