import type { Rng } from './rng';
import { randomInt, sample, shuffled } from './rng';

/**
 * Scratch cards: a card of 9 fields hides amounts; three equal amounts win that amount. Each card is drawn
 * from the prize table below (chances per million cards), then dressed: the winning amount three times and
 * the other fields so that no other amount appears three times.
 */
export const SCRATCH_FIELDS = 9;
export const CARDS_PER_TABLE = 1_000_000;

/** [the stake multiplied, in hundredths; cards per million]; the rest of the million lose. */
export const SCRATCH_PRIZES: readonly (readonly [number, number])[] = [
  [100, 300_000],
  [200, 100_000],
  [500, 20_000],
  [1_000, 10_000],
  [2_000, 5_000],
  [5_000, 1_000],
  [10_000, 500],
  [50_000, 100],
];

export interface ScratchRound {
  /** Each field's amount, as the stake multiplied in hundredths. */
  fields: number[];
  multiplierHundredths: number;
}

const AMOUNTS = SCRATCH_PRIZES.map(([multiplier]) => multiplier);

function drawPrize(rng: Rng): number {
  let ticket = randomInt(rng, CARDS_PER_TABLE);
  for (const [multiplier, cards] of SCRATCH_PRIZES) {
    if (ticket < cards) return multiplier;
    ticket -= cards;
  }
  return 0;
}

/** Fields that show every amount but the prize at most twice. */
function dress(rng: Rng, prize: number): number[] {
  const amounts = AMOUNTS.filter((multiplier) => multiplier !== prize);
  const decoys = sample(rng, [...amounts, ...amounts], prize === 0 ? SCRATCH_FIELDS : SCRATCH_FIELDS - 3);
  return shuffled(rng, prize === 0 ? decoys : [...decoys, prize, prize, prize]);
}

export function playScratch(rng: Rng): ScratchRound {
  const multiplierHundredths = drawPrize(rng);
  return { fields: dress(rng, multiplierHundredths), multiplierHundredths };
}

/** The exact return: each prize weighed by its share of the million cards. */
export const scratchReturnToPlayer = (): number =>
  SCRATCH_PRIZES.reduce((sum, [multiplier, cards]) => sum + (multiplier / 100) * (cards / CARDS_PER_TABLE), 0);
