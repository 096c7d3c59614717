import { pathToFileURL } from 'node:url';
import { quote, settle, type QuoteInput } from '@betfront/coupon';
import { median } from './live/percentile';

const WARM_UP_ITERATIONS = 500;
const ITERATIONS = 2000;
const ROUNDS = 7;

/** A 10-of-20 system with 3 bankers: 10 of the 17 other bets in each of C(17, 10) = 19 448 combinations. */
function systemCoupon(): QuoteInput {
  const coefs = ['1.45', '2.1', '1.87', '3.25', '1.62', '2.75', '1.98', '4.4', '1.33', '2.05'];
  return {
    typeId: 2,
    amount: '1000',
    systemValue: 10,
    bets: Array.from({ length: 20 }, (_, i) => ({
      id: `bet-${i}`,
      coef: coefs[i % coefs.length] as string,
      isBanker: i < 3,
      // Bankers win; the others mix every result, 3 of them lost.
      statusId: i < 3 ? 1 : [1, 0, 2, 4, 5, 6, 1][i % 7],
    })),
  };
}

/** The median, over the rounds, of the mean time of one call in a round, in microseconds. */
function measure(operation: () => unknown): number {
  for (let i = 0; i < WARM_UP_ITERATIONS; i += 1) operation();
  const perCall: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < ITERATIONS; i += 1) operation();
    perCall.push(((performance.now() - start) * 1000) / ITERATIONS);
  }
  return median(perCall);
}

export async function runCouponBench(): Promise<void> {
  const input = systemCoupon();
  const quoteMicros = measure(() => quote(input));
  const settleMicros = measure(() => settle(input));
  const { possibleWin, minPossibleWin, betsCount } = quote(input);
  console.log(
    `coupon: 10-of-20 system with 3 bankers (${betsCount} combinations), ${ITERATIONS} calls × ${ROUNDS} rounds`,
  );
  console.log(
    `coupon: possible win ${possibleWin}, min possible win ${minPossibleWin}, payout ${settle(input).payout}`,
  );
  console.log(`coupon: quote  median ${quoteMicros.toFixed(1)} µs per call (${(quoteMicros / 1000).toFixed(3)} ms)`);
  console.log(`coupon: settle median ${settleMicros.toFixed(1)} µs per call (${(settleMicros / 1000).toFixed(3)} ms)`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCouponBench();
}
