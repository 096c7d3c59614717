import { MARKET_KINDS, MARKET_PERIODS } from '@betfront/contract/sportsbook';
import type { MarketKind, MarketPeriod } from '@betfront/contract/sportsbook';
import type { MarketSpec } from './market-specs';
import {
  bothScore,
  correctScore,
  doubleChance,
  handicap,
  oddEven,
  teamTotal,
  total,
  winner2,
  winner3,
} from './market-specs';

export type { MarketKind, MarketPeriod };

export const isMarketPeriod = (value: string): value is MarketPeriod =>
  (MARKET_PERIODS as readonly string[]).includes(value);
export const isMarketKind = (value: string): value is MarketKind => (MARKET_KINDS as readonly string[]).includes(value);

/** What identifies a market of a game; the same key prices it and, when the game ends, settles it. */
export interface MarketKey {
  period: MarketPeriod;
  kind: MarketKind;
  /** The total or the home handicap; for a correct-score market, the most goals a side listed. */
  line: number | null;
}

const needLine = (key: MarketKey): number => {
  if (key.line === null) throw new Error(`A ${key.kind} market needs a line`);
  return key.line;
};

/** A race's markets are settled from its finishing order, which a score cannot tell. */
export const isRaceKind = (kind: MarketKind): boolean => kind === 'race-winner' || kind === 'race-place';

export function marketSpec(key: MarketKey): MarketSpec {
  switch (key.kind) {
    case 'winner3':
      return winner3();
    case 'winner2':
      return winner2();
    case 'double-chance':
      return doubleChance();
    case 'total':
      return total(needLine(key));
    case 'team-total-home':
      return teamTotal('home', needLine(key));
    case 'team-total-away':
      return teamTotal('away', needLine(key));
    case 'handicap':
      return handicap(needLine(key));
    case 'both-score':
      return bothScore();
    case 'odd-even':
      return oddEven();
    case 'correct-score':
      return correctScore(needLine(key));
    case 'race-winner':
    case 'race-place':
      throw new Error(`A ${key.kind} market is settled from the race's finishing order, not from a score`);
  }
}

export const marketKeyId = (key: MarketKey): string => `${key.period}:${key.kind}:${key.line ?? ''}`;
