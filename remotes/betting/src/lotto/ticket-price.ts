import type { Lottery } from '@betfront/contract/draws';

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

const toCents = (money: string): bigint => {
  const [whole = '0', fraction = ''] = money.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};
const fromCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

export interface TicketQuote {
  /** Every combination of the lottery's count of the picked numbers. */
  combinations: number;
  stake: string;
  /** Enough numbers are picked and the stake is within the lottery's maximum. */
  isComplete: boolean;
  isAboveMaximum: boolean;
}

/**
 * The ticket's combinations and stake as the platform will charge them: C(picked, k) combinations in lotto, one
 * in keno, each at the combination price.
 */
export function quoteTicket(lottery: Lottery, picked: number): TicketQuote {
  const combinations = lottery.kind === 'keno' ? (picked > 0 ? 1n : 0n) : choose(picked, lottery.pickCount);
  const stakeCents = combinations * toCents(lottery.combinationPrice);
  const isAboveMaximum = stakeCents > toCents(lottery.maxStake);
  return {
    combinations: Number(combinations),
    stake: fromCents(stakeCents),
    isComplete: picked >= lottery.pickCount && picked <= lottery.maxPick && !isAboveMaximum,
    isAboveMaximum,
  };
}

/** How many numbers a quick pick chooses when none are picked: a lotto combination, or half a keno ticket's most. */
export const quickPickCount = (lottery: Lottery): number =>
  lottery.kind === 'keno' ? Math.ceil(lottery.maxPick / 2) : lottery.pickCount;

/** `count` distinct numbers of 1..poolSize, from the browser's cryptographic generator. */
export function quickPick(poolSize: number, count: number): number[] {
  const pool = Array.from({ length: poolSize }, (_, index) => index + 1);
  const random = new Uint32Array(count);
  crypto.getRandomValues(random);
  for (let index = 0; index < count; index += 1) {
    const chosen = index + ((random[index] ?? 0) % (poolSize - index));
    [pool[index], pool[chosen]] = [pool[chosen] as number, pool[index] as number];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}
