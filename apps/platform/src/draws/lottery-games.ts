import { completedLines } from './bingo-card';
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

/** How many combinations a ticket of `picked` numbers plays: every `k` of them in lotto, one in keno and bingo. */
export const combinationsOf = (lottery: Lottery, picked: number): bigint =>
  lottery.kind === 'lotto' ? choose(picked, lottery.pickCount) : 1n;

/** What a ticket reached in a draw: the lines its card completed in bingo, its numbers drawn otherwise. */
export function matchedOf(lottery: Lottery, numbers: readonly number[], drawn: readonly number[]): number {
  const drawnSet = new Set(drawn);
  if (lottery.kind === 'bingo') return completedLines(numbers, drawnSet);
  return numbers.filter((number) => drawnSet.has(number)).length;
}

/** The bingo prize line a card of so many completed lines is paid by: the largest the card reaches. */
function bingoLine(lines: readonly PrizeLine[], completed: number): PrizeLine | undefined {
  return lines.filter((line) => line.matches <= completed).at(-1);
}

/**
 * What a ticket wins, in cents. Lotto: each of its combinations matching m drawn numbers wins the table's
 * multiple for m. Keno: the table's multiple for the ticket's spots and hits. Bingo: the multiple of the largest
 * count of lines the card completed.
 */
export function ticketWinCents(
  lottery: Lottery,
  ticket: { numbers: readonly number[]; priceCents: bigint },
  drawn: readonly number[],
): bigint {
  const hits = matchedOf(lottery, ticket.numbers, drawn);
  const picked = ticket.numbers.length;
  if (lottery.kind === 'bingo')
    return BigInt(bingoLine(prizeLines(lottery), hits)?.multiplier ?? 0) * ticket.priceCents;
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
    if (lottery.kind === 'bingo') {
      if (bingoLine(lines, group.matched)?.matches === matches) total += BigInt(group.tickets);
    } else if (lottery.kind === 'keno') {
      const pays = lines.some((line) => line.spots === group.picked && line.matches === matches);
      if (pays && group.matched === matches) total += BigInt(group.tickets);
    } else {
      total += BigInt(group.tickets) * combinationsMatching(group.picked, group.matched, lottery.pickCount, matches);
    }
  }
  return Number(total);
}
