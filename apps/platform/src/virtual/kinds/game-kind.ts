import type { VirtualResult } from '@betfront/contract/virtual';
import type { SeededStream } from '../../draws/draw-numbers';

/** A team, a player or a horse; `rating` weighs its chances. */
export interface Runner {
  nameRu: string;
  nameEn: string;
  rating: number;
}

/** A market with the true probability of each outcome; the odds are derived from them with the game's margin. */
export interface PricedMarket {
  id: string;
  outcomes: { id: string; runner: number | null; probability: number }[];
}

/** How one kind of game lines up its runners, prices its markets and plays a round from a seeded stream. */
export interface GameKind {
  lineUp(random: SeededStream): Runner[];
  markets(runners: readonly Runner[]): PricedMarket[];
  play(runners: readonly Runner[], random: SeededStream): VirtualResult;
}

/** `count` distinct entries of a list, in a random order. */
export function pickDistinct<T>(list: readonly T[], count: number, random: SeededStream): T[] {
  const pool = [...list];
  for (let index = 0; index < count; index += 1) {
    const chosen = index + random.below(pool.length - index);
    [pool[index], pool[chosen]] = [pool[chosen] as T, pool[index] as T];
  }
  return pool.slice(0, count);
}

export const named = (nameRu: string, nameEn: string) => ({ nameRu, nameEn });
