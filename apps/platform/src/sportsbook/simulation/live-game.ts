import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';

/** A game in play as the simulator holds it between writes to the database. */
export interface LiveGame {
  id: number;
  sport: SportDefinition;
  strengths: [number, number];
  /** The sides' form drifting during the game, which moves the odds between scores. */
  drift: [number, number];
  progress: GameProgress;
  /** Markets are suspended until this moment (ms), around a score. */
  suspendedUntil: number;
  /** Grows with every change of score, form or suspension; clients and caches compare it. */
  version: number;
  isFinished: boolean;
}
