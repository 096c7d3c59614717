import type { Rng } from './rng';
import { randomInt } from './rng';

/**
 * The 5×3 video slot: 10 fixed paylines, a wild that stands for every symbol but the scatter, and a scatter
 * that pays anywhere and starts 10 free spins at 3 or more (wins ×3 there; scatters in free spins add 10 more).
 * docs/casino-games.md derives its RTP from the reel strips below.
 */

/** Symbols 0–6 pay on lines, lowest first; 7 is the wild, 8 the scatter. */
export const WILD = 7;
export const SCATTER = 8;
export const REELS = 5;
export const ROWS = 3;
export const LINES = 10;
export const FREE_SPINS = 10;
export const FREE_SPIN_MULTIPLIER = 3;

/** Rows of each payline, reel by reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
];

/** Line pays in line bets for 3, 4 and 5 of a kind; the wild's own line pays the most. */
export const LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [6, 20, 60],
  [7, 20, 60],
  [8, 25, 80],
  [12, 30, 100],
  [15, 40, 150],
  [20, 60, 250],
  [30, 125, 600],
  [60, 300, 1000],
];

/** Scatter pays in total stakes for 3, 4 and 5 anywhere. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** A reel strip: its symbols dealt round in turn (so equal symbols spread out), then its one scatter. */
function strip(counts: readonly number[]): number[] {
  const left = [...counts];
  const result: number[] = [];
  while (left.slice(0, SCATTER).some((count) => count > 0)) {
    for (let symbol = 0; symbol < SCATTER; symbol += 1) {
      if ((left[symbol] ?? 0) > 0) {
        result.push(symbol);
        left[symbol] = (left[symbol] ?? 0) - 1;
      }
    }
  }
  return [...result, SCATTER];
}

/** Counts per symbol (0–6, wild) on each reel; each reel has one scatter, so it shows at most one. */
const REEL_COUNTS: readonly (readonly number[])[] = [
  [7, 7, 6, 5, 4, 3, 2, 2, 1],
  [7, 7, 6, 5, 4, 3, 2, 2, 1],
  [7, 7, 6, 5, 4, 3, 2, 2, 1],
  [7, 7, 6, 5, 4, 3, 2, 2, 1],
  [7, 7, 6, 5, 4, 3, 2, 2, 1],
];

export const REEL_STRIPS: readonly (readonly number[])[] = REEL_COUNTS.map(strip);

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** In line bets. */
  pays: number;
}

export interface SpinOutcome {
  /** Symbols by reel, top row first. */
  grid: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** In line bets, before a free spin's multiplier. */
  pays: number;
}

export function spinGrid(rng: Rng): number[][] {
  const grid: number[][] = [];
  for (const reel of REEL_STRIPS) {
    const stop = randomInt(rng, reel.length);
    const column: number[] = [];
    for (let row = 0; row < ROWS; row += 1) column.push(reel[(stop + row) % reel.length] as number);
    grid.push(column);
  }
  return grid;
}

const payOf = (symbol: number, count: number) => (count >= 3 ? (LINE_PAYS[symbol]?.[count - 3] ?? 0) : 0);

/** A payline's win: the longest run from the left of one symbol with wilds, or of wilds alone if that pays more. */
function lineWin(grid: readonly (readonly number[])[], line: number): LineWin | null {
  const rows = PAYLINES[line] as readonly number[];
  const symbols = [0, 1, 2, 3, 4].map((reel) => grid[reel]?.[rows[reel] as number] as number);
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds += 1;
  const first = wilds < REELS ? (symbols[wilds] as number) : WILD;
  let count = wilds;
  if (first !== SCATTER) while (count < REELS && (symbols[count] === first || symbols[count] === WILD)) count += 1;
  const asSymbol = first === SCATTER ? 0 : payOf(first, count);
  const asWilds = payOf(WILD, wilds);
  if (asSymbol === 0 && asWilds === 0) return null;
  return asWilds > asSymbol
    ? { line, symbol: WILD, count: wilds, pays: asWilds }
    : { line, symbol: first, count, pays: asSymbol };
}

/** What a grid pays: each payline's best win and the scatters, in line bets. */
export function evaluateGrid(grid: number[][]): SpinOutcome {
  const lineWins: LineWin[] = [];
  let pays = 0;
  for (let line = 0; line < LINES; line += 1) {
    const win = lineWin(grid, line);
    if (win) {
      lineWins.push(win);
      pays += win.pays;
    }
  }
  let scatters = 0;
  for (const reel of grid) for (const symbol of reel) if (symbol === SCATTER) scatters += 1;
  if (scatters >= 3) pays += (SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) * LINES;
  return { grid, lineWins, scatters, pays };
}

export interface SlotRound {
  base: SpinOutcome;
  freeSpins: SpinOutcome[];
  /** Everything the round pays, in line bets (free spins' line wins multiplied). */
  totalPays: number;
}

/** A paid spin and the free spins it starts; the free spins' scatters add 10 more each time. */
export function playSlot(rng: Rng): SlotRound {
  const base = evaluateGrid(spinGrid(rng));
  const freeSpins: SpinOutcome[] = [];
  let left = base.scatters >= 3 ? FREE_SPINS : 0;
  let totalPays = base.pays;
  while (left > 0) {
    const spin = evaluateGrid(spinGrid(rng));
    freeSpins.push(spin);
    const linePays = spin.lineWins.reduce((sum, win) => sum + win.pays, 0);
    totalPays += linePays * FREE_SPIN_MULTIPLIER + (spin.pays - linePays);
    left -= 1;
    if (spin.scatters >= 3) left += FREE_SPINS;
  }
  return { base, freeSpins, totalPays };
}
