import { choose, combinationsMatching } from './combinations';
import type { LotteryRecord } from './lottery-repository';

/** One line of a prize table: what one combination wins, as a multiple of its price. */
export interface PrizeLine {
  /** A keno ticket's count of numbers the line is for; null in lotto, where every ticket plays the same table. */
  spots: number | null;
  matches: number;
  multiplier: number;
}

type Lottery = Pick<LotteryRecord, 'kind' | 'pickCount' | 'prizeTable'>;

/** The lottery's prize table as lines, by spots then matched numbers, lowest first. */
export function prizeLines(lottery: Lottery): PrizeLine[] {
  const lines: PrizeLine[] = [];
  for (const [key, value] of Object.entries(lottery.prizeTable)) {
    if (typeof value === 'number') lines.push({ spots: null, matches: Number(key), multiplier: value });
    else {
      for (const [matches, multiplier] of Object.entries(value)) {
        lines.push({ spots: Number(key), matches: Number(matches), multiplier });
      }
    }
  }
  return lines.sort((a, b) => (a.spots ?? 0) - (b.spots ?? 0) || a.matches - b.matches);
}

/** How many combinations a ticket of `picked` numbers plays: every `k` of them in lotto, one in keno. */
export const combinationsOf = (lottery: Lottery, picked: number): bigint =>
  lottery.kind === 'keno' ? 1n : choose(picked, lottery.pickCount);

/**
 * What a ticket wins, in cents. Lotto: each of its combinations matching m drawn numbers wins the table's
 * multiple for m. Keno: the table's multiple for the ticket's spots and hits.
 */
export function ticketWinCents(
  lottery: Lottery,
  ticket: { numbers: readonly number[]; priceCents: bigint },
  drawn: readonly number[],
): bigint {
  const drawnSet = new Set(drawn);
  const hits = ticket.numbers.filter((number) => drawnSet.has(number)).length;
  const picked = ticket.numbers.length;
  let multiples = 0n;
  for (const line of prizeLines(lottery)) {
    if (lottery.kind === 'keno') {
      if (line.spots === picked && line.matches === hits) multiples += BigInt(line.multiplier);
    } else {
      multiples += combinationsMatching(picked, hits, lottery.pickCount, line.matches) * BigInt(line.multiplier);
    }
  }
  return multiples * ticket.priceCents;
}

/** Winning combinations of a category (matched numbers) among tickets grouped by picked and matched numbers. */
export function winningCombinations(
  lottery: Lottery,
  groups: readonly { picked: number; matched: number; tickets: number }[],
  matches: number,
): number {
  const lines = prizeLines(lottery);
  let total = 0n;
  for (const group of groups) {
    if (lottery.kind === 'keno') {
      const pays = lines.some((line) => line.spots === group.picked && line.matches === matches);
      if (pays && group.matched === matches) total += BigInt(group.tickets);
    } else {
      total += BigInt(group.tickets) * combinationsMatching(group.picked, group.matched, lottery.pickCount, matches);
    }
  }
  return Number(total);
}
