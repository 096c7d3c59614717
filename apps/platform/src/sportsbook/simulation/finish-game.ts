import type { Database } from '../../db/database';
import { seededRandom } from '../catalogue/random';
import type { LiveSimulator } from './live-simulator';
import { loadLiveGamesByIds, saveLiveGames } from './live-game-repository';
import { playToEnd } from './play-to-end';

/**
 * Plays a game in play to its end at once (by the simulator when it holds the game) and writes it as finished,
 * for settlement to pick up. False when no game with this id is in play.
 */
export async function finishGame(db: Database, simulator: LiveSimulator | null, gameId: number): Promise<boolean> {
  if (simulator && (await simulator.finishNow(gameId))) return true;
  const [game] = await loadLiveGamesByIds(db, [gameId]);
  if (!game) return false;
  playToEnd(game, seededRandom(Date.now() % 2 ** 32));
  await db.transaction((tx) => saveLiveGames(tx, [game], new Date()));
  return true;
}
