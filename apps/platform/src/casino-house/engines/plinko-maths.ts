import { PLINKO_PAYS, PLINKO_ROWS } from './plinko';

/** The exact return: each bucket's multiplier weighed by its binomial chance C(12, k) / 2^12. */
export function plinkoReturnToPlayer(): number {
  let ways = 1;
  let sum = 0;
  for (let bucket = 0; bucket <= PLINKO_ROWS; bucket += 1) {
    sum += ways * ((PLINKO_PAYS[bucket] ?? 0) / 100);
    ways = (ways * (PLINKO_ROWS - bucket)) / (bucket + 1);
  }
  return sum / 2 ** PLINKO_ROWS;
}
