import type { Random } from '../catalogue/random';
import { advanceGame } from './advance-game';
import type { LiveGame } from './live-game';

const MINUTES_PER_STEP = 1;
/** Longer than any sport lasts a minute at a time (a best-of-11 of darts or a cricket match included). */
const MAX_STEPS = 10_000;

/**
 * Plays a game in play to the end its sport's rules allow, a game minute at a time, so the final score is one the
 * simulator could have reached by itself. The game's version grows past every one a client saw.
 */
export function playToEnd(game: LiveGame, random: Random): void {
  const strengths: [number, number] = [game.strengths[0] + game.drift[0], game.strengths[1] + game.drift[1]];
  for (let step = 0; step < MAX_STEPS && !game.isFinished; step += 1) {
    const advanced = advanceGame(game.sport, strengths, game.progress, MINUTES_PER_STEP, random);
    game.progress = advanced.progress;
    game.isFinished = advanced.isFinished;
  }
  if (!game.isFinished) throw new Error(`The game ${game.id} did not finish`);
  game.suspendedUntil = 0;
  game.version += 1;
}
