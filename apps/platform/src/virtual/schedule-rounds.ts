import type { Queryable } from '../db/database';
import { newDrawSeed, seededStream } from '../draws/draw-numbers';
import { GAME_KINDS } from './kinds';
import { oddsOf } from './virtual-odds';
import type { StoredMarket, VirtualGameRecord } from './virtual-repository';
import { insertRound, listVirtualGames } from './virtual-repository';

/** The game's round slots after `now`: the next multiples of its period after the epoch. */
export function nextSlots(game: VirtualGameRecord, now: Date): Date[] {
  const period = game.roundEverySeconds * 1000;
  const first = Math.floor(now.getTime() / period) * period + period;
  return Array.from({ length: game.roundsAhead }, (_, index) => new Date(first + index * period));
}

/** A new round's runners and markets: the line-up drawn at random, the odds from its chances and the margin. */
function openRound(game: VirtualGameRecord, closesAt: Date) {
  const kind = GAME_KINDS[game.kind];
  const runners = kind.lineUp(seededStream(newDrawSeed()));
  const markets: StoredMarket[] = kind.markets(runners).map((market) => ({
    id: market.id,
    outcomes: market.outcomes.map((outcome) => ({
      id: outcome.id,
      runner: outcome.runner,
      odds: oddsOf(outcome.probability, game.margin),
    })),
  }));
  return {
    gameId: game.id,
    closesAt,
    settlesAt: new Date(closesAt.getTime() + game.playSeconds * 1000),
    runners,
    markets,
  };
}

/**
 * Keeps each game's coming rounds on sale (run by the virtual games' leader job only: a read never writes).
 * Answers the slugs of the games that got a new round.
 */
export async function scheduleRounds(db: Queryable, now: Date): Promise<string[]> {
  const changed: string[] = [];
  for (const game of await listVirtualGames(db, null)) {
    let added = false;
    for (const slot of nextSlots(game, now)) {
      if (await insertRound(db, openRound(game, slot))) added = true;
    }
    if (added) changed.push(game.slug);
  }
  return changed;
}
