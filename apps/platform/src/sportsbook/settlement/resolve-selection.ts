import type { BetStatusId } from '@betfront/coupon';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';
import { setsWon } from '../pricing/game-markets';
import type { MarketKey } from '../pricing/market-kinds';
import { marketSpec } from '../pricing/market-kinds';
import type { Score } from '../pricing/score-distribution';

/** The score a market settles on, from a finished game's progress. */
export function periodScore(sport: SportDefinition, key: MarketKey, final: GameProgress): Score {
  if (key.period === 'corners') return final.corners;
  if (sport.model.kind !== 'goals') return setsWon(final);
  if (key.period === 'first-half') return final.periodScores[0] ?? { home: 0, away: 0 };
  return final.periodScores.reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), {
    home: 0,
    away: 0,
  });
}

/** How a selection of a finished game settles: a status id of the spec (0 lose … 6 half lose half win). */
export function resolveSelection(
  sport: SportDefinition,
  key: MarketKey,
  code: string,
  final: GameProgress,
): BetStatusId {
  const outcome = marketSpec(key).outcomes.find((o) => o.code === code);
  if (!outcome) throw new Error(`The market ${key.kind} has no selection ${code}`);
  return outcome.resolve(periodScore(sport, key, final));
}
