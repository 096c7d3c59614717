/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * How many of a ticket's combinations match exactly `matches` drawn numbers: of the `picked` numbers, `hits`
 * were drawn; a combination holds `pickCount` of the picked numbers.
 */
export const combinationsMatching = (picked: number, hits: number, pickCount: number, matches: number): bigint =>
  choose(hits, matches) * choose(picked - hits, pickCount - matches);

/** Multiples of the combination price by matched numbers, as the lottery's prize table states them. */
export type PrizeTable = ReadonlyMap<number, number>;

/** What a ticket wins, in cents: every combination of its numbers paid by the prize table. */
export function ticketWinCents(
  ticket: { numbers: readonly number[]; priceCents: bigint },
  drawn: readonly number[],
  prizes: PrizeTable,
): bigint {
  const drawnSet = new Set(drawn);
  const hits = ticket.numbers.filter((number) => drawnSet.has(number)).length;
  let total = 0n;
  for (const [matches, multiplier] of prizes) {
    total += combinationsMatching(ticket.numbers.length, hits, drawn.length, matches) * BigInt(multiplier);
  }
  return total * ticket.priceCents;
}
