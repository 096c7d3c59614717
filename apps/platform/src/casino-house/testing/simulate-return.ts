import { seededRng } from './seeded-rng';
import type { Rng } from '../engines/rng';

/** The RTP each engine states (docs/casino-games.md, migration 0690_casino_engine_rtp.sql). */
export const STATED_RTP = { slot: 0.9616, crash: 0.97, keno: 0.95, scratch: 0.95, plinko: 0.9738, blackjack: 0.9915 };
/** How near a simulation must come to the stated RTP. */
export const RTP_TOLERANCE = 0.005;

/** What `rounds` rounds returned for what they staked, each round given by `play` as [returned, staked]. */
export function simulateReturn(rounds: number, seed: number, play: (rng: Rng) => [number, number]): number {
  const rng = seededRng(seed);
  let returned = 0;
  let staked = 0;
  for (let i = 0; i < rounds; i += 1) {
    const [back, stake] = play(rng);
    returned += back;
    staked += stake;
  }
  return returned / staked;
}
