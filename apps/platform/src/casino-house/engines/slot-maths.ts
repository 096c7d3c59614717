import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS,
  LINE_PAYS,
  LINES,
  REEL_STRIPS,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  WILD,
} from './slot';

/** The chance of each symbol at any one position of each reel. */
const symbolChances = (): number[][] =>
  REEL_STRIPS.map((reel) =>
    Array.from({ length: SCATTER + 1 }, (_, s) => reel.filter((x) => x === s).length / reel.length),
  );

/** The expected pay of one payline in line bets: every symbol combination of the five positions weighed. */
function expectedLinePays(): number {
  const chances = symbolChances();
  let expected = 0;
  const symbols: number[] = [];
  const walk = (reel: number, chance: number) => {
    if (reel === REELS) {
      let wilds = 0;
      while (wilds < REELS && symbols[wilds] === WILD) wilds += 1;
      const first = wilds < REELS ? (symbols[wilds] as number) : WILD;
      let count = wilds;
      if (first !== SCATTER) while (count < REELS && (symbols[count] === first || symbols[count] === WILD)) count += 1;
      const pay = (symbol: number, n: number) => (n >= 3 ? (LINE_PAYS[symbol]?.[n - 3] ?? 0) : 0);
      expected += chance * Math.max(first === SCATTER ? 0 : pay(first, count), pay(WILD, wilds));
      return;
    }
    chances[reel]?.forEach((p, symbol) => {
      if (p === 0) return;
      symbols[reel] = symbol;
      walk(reel + 1, chance * p);
    });
  };
  walk(0, 1);
  return expected;
}

/** The chance of each number of scatters on the screen (each reel shows its one scatter in ROWS of its stops). */
function scatterCountChances(): number[] {
  let chances = [1];
  for (const reel of REEL_STRIPS) {
    const shows = ROWS / reel.length;
    chances = [...chances, 0].map((p, k) => p * (1 - shows) + (chances[k - 1] ?? 0) * shows);
  }
  return chances;
}

/**
 * The slot's exact return to player: the base spin's line and scatter pays, plus the free spins it starts
 * (a trigger chance p gives 10 / (1 − 10p) free spins on average, their scatters adding more).
 */
export function slotReturnToPlayer(): number {
  const linePays = expectedLinePays() * LINES;
  const scatterChances = scatterCountChances();
  const scatterPays = scatterChances.reduce(
    (sum, p, k) => sum + (k >= 3 ? p * (SCATTER_PAYS[Math.min(k, 5) - 3] ?? 0) * LINES : 0),
    0,
  );
  const trigger = scatterChances.slice(3).reduce((sum, p) => sum + p, 0);
  const freeSpins = FREE_SPINS / (1 - FREE_SPINS * trigger);
  const freeSpinPays = FREE_SPIN_MULTIPLIER * linePays + scatterPays;
  return (linePays + scatterPays + trigger * freeSpins * freeSpinPays) / LINES;
}
