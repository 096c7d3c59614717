import type { SportDefinition } from '../catalogue/sports';
import type { MarketKey, MarketPeriod } from './market-kinds';
import { marketKeyId, marketSpec } from './market-kinds';
import { priceOutcome } from './price-outcome';
import type { Score, ScoreDistribution } from './score-distribution';
import { bestOfScores, poissonScores } from './score-distribution';

/** Where a game stands: nothing played yet for a game in the line. */
export interface GameProgress {
  /** Share of the playing time gone (goal sports) or of the current set (set sports), 0 … 1. */
  elapsed: number;
  /** Periods (or sets, maps, frames) already over. */
  completedPeriods: number;
  /** Goals by period so far; for set sports, the games or points of each set, the current one last. */
  periodScores: readonly Score[];
  corners: Score;
}

/** Sets won by each side: the completed sets, each won by whoever scored more in it. */
export function setsWon(progress: GameProgress): Score {
  return progress.periodScores
    .slice(0, progress.completedPeriods)
    .reduce(
      (sets, set) => (set.home > set.away ? { ...sets, home: sets.home + 1 } : { ...sets, away: sets.away + 1 }),
      { home: 0, away: 0 },
    );
}

export interface PricedOutcome {
  code: string;
  param: number | null;
  /** Null when the selection is not offered at the moment. */
  coef: string | null;
}

export interface PricedMarket extends MarketKey {
  id: string;
  outcomes: PricedOutcome[];
}

/** Bookmaker margin of every market, as the share of overround. */
export const MARGIN = 0.065;
const PAYOUT_RATIO = 1 / (1 + MARGIN);
const HOME_ADVANTAGE = 0.15;
const CORNERS_PER_GAME = 10.2;
const CORNER_LINES = [8.5, 9.5, 10.5, 11.5];

const sumScores = (scores: readonly Score[]): Score =>
  scores.reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), { home: 0, away: 0 });

/** Home and away shares of the scoring from the two sides' strengths (about -1 … 1 each). */
export function scoringSplit(strengthHome: number, strengthAway: number): { home: number; away: number } {
  const edge = Math.exp((strengthHome - strengthAway + HOME_ADVANTAGE) / 2);
  return { home: edge / (edge + 1 / edge), away: 1 / edge / (edge + 1 / edge) };
}

/** Handicap lines centred on the expected goal difference, in half goals (quarters for low-scoring sports). */
function handicapLines(expectedDifference: number, goalsPerGame: number): number[] {
  const step = goalsPerGame > 20 ? 2 : 0.25;
  const centre = Math.round(-expectedDifference / step) * step;
  const offsets = goalsPerGame > 20 ? [-2, -1, 0, 1, 2] : [-4, -2, -1, 0, 1, 2, 4];
  return offsets
    .map((offset) => centre + offset * step)
    .map((line) => (goalsPerGame > 20 ? Math.floor(line) + 0.5 : line));
}

function price(key: MarketKey, distribution: ScoreDistribution): PricedMarket {
  const outcomes = marketSpec(key).outcomes.map((o) => ({
    code: o.code,
    param: o.param,
    coef: priceOutcome(distribution, o, PAYOUT_RATIO),
  }));
  return { ...key, id: marketKeyId(key), outcomes };
}

const key = (period: MarketPeriod, kind: MarketKey['kind'], line: number | null = null): MarketKey => ({
  period,
  kind,
  line,
});

function goalMarkets(
  sport: SportDefinition,
  model: Extract<SportDefinition['model'], { kind: 'goals' }>,
  strengths: [number, number],
  progress: GameProgress,
): PricedMarket[] {
  const split = scoringSplit(...strengths);
  const remaining = 1 - progress.elapsed;
  const lambda = (share: number, portion: number) => model.goalsPerGame * share * portion;
  const game = poissonScores(
    lambda(split.home, remaining),
    lambda(split.away, remaining),
    sumScores(progress.periodScores),
  );
  const markets: PricedMarket[] = [
    price(key('game', model.hasDraw ? 'winner3' : 'winner2'), game),
    ...(model.hasDraw ? [price(key('game', 'double-chance'), game)] : []),
    ...model.lines.map((line) => price(key('game', 'total', line), game)),
    ...handicapLines(model.goalsPerGame * (split.home - split.away), model.goalsPerGame).map((line) =>
      price(key('game', 'handicap', line), game),
    ),
    price(key('game', 'odd-even'), game),
  ];
  if (model.goalsPerGame > 20) return markets;

  const teamLine = Math.floor(model.goalsPerGame / 2) + 0.5;
  markets.push(
    price(key('game', 'team-total-home', teamLine - 1), game),
    price(key('game', 'team-total-away', teamLine - 1), game),
    price(key('game', 'both-score'), game),
  );
  if (sport.slug !== 'football' && sport.slug !== 'efootball') return markets;

  markets.push(price(key('game', 'correct-score', 3), game));
  const halfShare = 1 / model.periods;
  const firstHalfLeft = Math.max(0, halfShare - progress.elapsed);
  if (firstHalfLeft > 0) {
    const firstHalf = poissonScores(
      lambda(split.home, firstHalfLeft),
      lambda(split.away, firstHalfLeft),
      progress.periodScores[0],
    );
    markets.push(price(key('first-half', 'winner3'), firstHalf), price(key('first-half', 'total', 0.5), firstHalf));
    markets.push(price(key('first-half', 'total', 1.5), firstHalf));
  }
  const corners = poissonScores(
    CORNERS_PER_GAME * split.home * remaining,
    CORNERS_PER_GAME * split.away * remaining,
    progress.corners,
  );
  markets.push(price(key('corners', 'winner3'), corners));
  markets.push(...CORNER_LINES.map((line) => price(key('corners', 'total', line), corners)));
  return markets;
}

function setMarkets(bestOf: number, strengths: [number, number], progress: GameProgress): PricedMarket[] {
  const split = scoringSplit(...strengths);
  const sets = bestOfScores(split.home, bestOf, setsWon(progress));
  const toWin = Math.ceil(bestOf / 2);
  const markets = [price(key('game', 'winner2'), sets)];
  if (bestOf === 1) return markets;
  const handicaps = bestOf >= 5 ? [-2.5, -1.5, 1.5, 2.5] : [-1.5, 1.5];
  markets.push(...handicaps.map((line) => price(key('game', 'handicap', line), sets)));
  const totals = Array.from({ length: bestOf - toWin }, (_, i) => toWin + i + 0.5);
  markets.push(...totals.map((line) => price(key('game', 'total', line), sets)));
  if (bestOf <= 5) markets.push(price(key('game', 'correct-score', toWin), sets));
  return markets;
}

/** Every market of a game priced from the sides' strengths and where the game stands. */
export function priceGame(sport: SportDefinition, strengths: [number, number], progress: GameProgress): PricedMarket[] {
  switch (sport.model.kind) {
    case 'goals':
      return goalMarkets(sport, sport.model, strengths, progress);
    case 'sets':
      return setMarkets(sport.model.bestOf, strengths, progress);
    case 'bout':
      return setMarkets(1, strengths, progress);
  }
}
