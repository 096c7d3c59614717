import type { z } from 'zod';
import type { placeBetSchema } from '@betfront/contract/bets';
import type { GameSummary, Market, Selection } from '@betfront/contract/sportsbook';
import { coefChangeDecision } from '@betfront/coupon';
import type { CoefChangeAction } from '@betfront/coupon';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { PlaceRefusal } from './place-refusal';

type PlaceBet = z.infer<typeof placeBetSchema>;

/** A bet as it will be accepted: at the coef offered now, with what is known about its game. */
export interface PricedBet {
  selectionId: string;
  game: GameSummary;
  market: Market;
  selection: Selection;
  coef: string;
  isLive: boolean;
  isBanker: boolean;
  /** Undefined: a block of its own. */
  blockId: number | undefined;
}

export interface PricingRules {
  changeCoefAction: CoefChangeAction;
  /** Any change of a coef refuses, whatever the policy. */
  exactCoef: boolean;
  /** A live bet whose game's score differs from the one the player saw refuses. */
  isDropOnScoreChange: boolean;
  disallowedLineSports: readonly number[];
  disallowedLiveSports: readonly number[];
  now: Date;
}

/** A line game whose start time has come is off the line, and not yet in play. */
const hasStartedOffLine = (game: GameSummary, now: Date) =>
  game.status === 'line' && new Date(game.startAt).getTime() <= now.getTime();

/** The player saw another score of this live game than it has now; a bet sent without one is not compared. */
const hasScoreChanged = (bet: PlaceBet, game: GameSummary) =>
  bet.score !== undefined &&
  game.score !== null &&
  (bet.score.home !== game.score.home || bet.score.away !== game.score.away);

function isChangeAccepted(rules: PricingRules, sent: string, current: string): boolean {
  return !rules.exactCoef && coefChangeDecision(rules.changeCoefAction, sent, current) === 'accept';
}

/**
 * Prices every bet as offered now and applies the refusals in order: an unknown selection, a finished game, a
 * line game past its start, a sport the player barred, a live score changed under drop-on-score-change, a
 * selection not offered now, then a coef change the player's policy does not accept (under exact coef: any
 * change). A change the policy accepts places the bet at the current coef.
 */
export async function priceBets(
  sportsbook: SportsbookService,
  bets: readonly PlaceBet[],
  lng: string,
  rules: PricingRules,
): Promise<PricedBet[]> {
  const offered = await sportsbook.selections(
    bets.map((bet) => bet.id),
    lng,
  );
  const priced: PricedBet[] = [];
  const suspended: { id: string; coef: null }[] = [];
  const changed: { id: string; coef: string; accepted: boolean }[] = [];
  for (const bet of bets) {
    const found = offered.get(bet.id);
    if (!found) throw new PlaceRefusal(409, 'selection_unknown', `The selection ${bet.id} is not offered`);
    const { game } = found;
    if (game.status === 'finished') throw new PlaceRefusal(409, 'game_finished', `The game ${game.id} is over`);
    if (hasStartedOffLine(game, rules.now)) {
      throw new PlaceRefusal(409, 'game_started', `The game ${game.id} has started; bet on it in live`);
    }
    const isLive = game.status === 'live';
    const barred = isLive ? rules.disallowedLiveSports : rules.disallowedLineSports;
    if (barred.includes(game.sportId)) {
      throw new PlaceRefusal(403, 'sport_disallowed', `You barred bets on ${game.sportName} for yourself`);
    }
    if (rules.isDropOnScoreChange && isLive && hasScoreChanged(bet, game)) {
      throw new PlaceRefusal(409, 'score_changed', `The score of the game ${game.id} has changed`);
    }
    if (!('selection' in found) || found.selection.coef === null || game.isSuspended) {
      suspended.push({ id: bet.id, coef: null });
      continue;
    }
    const coef = found.selection.coef;
    if (coef !== bet.coef) {
      changed.push({ id: bet.id, coef, accepted: isChangeAccepted(rules, bet.coef, coef) });
    }
    priced.push({
      selectionId: bet.id,
      game,
      market: found.market,
      selection: found.selection,
      coef,
      isLive,
      isBanker: bet.isBanker ?? false,
      blockId: bet.blockId,
    });
  }
  if (suspended.length > 0) {
    throw new PlaceRefusal(409, 'market_suspended', 'Some selections are not offered at the moment', {
      changes: suspended,
    });
  }
  if (changed.some((change) => !change.accepted)) {
    throw new PlaceRefusal(409, 'odds_changed', 'The odds have changed; confirm the new odds to place the bet', {
      changes: changed.map(({ id, coef }) => ({ id, coef })),
    });
  }
  return priced;
}
