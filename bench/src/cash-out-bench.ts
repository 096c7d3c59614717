import { pathToFileURL } from 'node:url';
import { placeCouponAnswerSchema } from '@betfront/contract/bets';
import { cashOutOffersAnswerSchema } from '@betfront/contract/cash-out';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { startPlatform } from '../../e2e/support/start-platform';
import { CASH_OUT_POLL_MS } from '../../packages/bet-views/src/cash-out/use-cash-out-offers';
import { percentile } from './live/percentile';

const COUPONS = 50;
const WARM_UP = 3;
const ROUNDS = 30;
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

async function placeCoupons(url: string, cookie: string): Promise<number[]> {
  const ids: number[] = [];
  for (let attempt = 0; ids.length < COUPONS && attempt < COUPONS * 5; attempt += 1) {
    const shape = SHAPES[ids.length % SHAPES.length] as (typeof SHAPES)[number];
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
    if (response.ok) ids.push(placeCouponAnswerSchema.parse(await response.json()).coupon.id);
  }
  return ids;
}

/** The time to price the sale values of a player's 50 open live coupons, as the opened-bets page asks for them. */
export async function runCashOutBench(): Promise<void> {
  const platform = await startPlatform();
  try {
    const cookie = await newPlayer(platform.url, platform.adminToken);
    const couponIds = await placeCoupons(platform.url, cookie);
    const offersUrl = `${platform.url}/web-api/cash-out/offers?couponIds=${couponIds.join(',')}`;
    const timings: number[] = [];
    let sellable = 0;
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const start = performance.now();
      const answer = cashOutOffersAnswerSchema.parse(await (await fetch(offersUrl, { headers: { cookie } })).json());
      if (round >= WARM_UP) timings.push(performance.now() - start);
      sellable = answer.offers.filter((offer) => offer.value !== null).length;
    }
    console.log(
      `cash out: sale values of ${couponIds.length} open live coupons (singles, expresses, systems, lucky 15s) ` +
        `in one call: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms ` +
        `over ${ROUNDS} calls; ${sellable} could be sold at the last call`,
    );
    console.log(
      `cash out: the pages ask for the values again when the live feed pushes a move of a coupon's game (at most ` +
        `one batch a second) and every ${CASH_OUT_POLL_MS / 1000} s besides: a move reaches the page within the ` +
        `feed's batch plus the time above`,
    );
  } finally {
    await platform.stop();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCashOutBench();
}
