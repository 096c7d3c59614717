import { MARKET_KINDS, MARKET_PERIODS } from '@betfront/contract/sportsbook';
import type { Market, MarketKind, MarketPeriod } from '@betfront/contract/sportsbook';

export interface KindGroup {
  kind: MarketKind;
  /** The markets of the kind, by line. */
  markets: Market[];
}

export interface PeriodGroup {
  period: MarketPeriod;
  kinds: KindGroup[];
}

/** Every market of a game grouped by period (game, first half, corners) and kind, in the contract's order. */
export function groupMarkets(markets: readonly Market[]): PeriodGroup[] {
  return MARKET_PERIODS.map((period) => ({
    period,
    kinds: MARKET_KINDS.map((kind) => ({
      kind,
      markets: markets
        .filter((market) => market.period === period && market.kind === kind)
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    })).filter((group) => group.markets.length > 0),
  })).filter((group) => group.kinds.length > 0);
}

/** The Asian view puts the handicap and total lines side by side; the other kinds stay as they are. */
export const ASIAN_KINDS: readonly MarketKind[] = ['handicap', 'total'];
