import { useEffect, useState } from 'react';
import { MARKET_KINDS } from '@betfront/contract/sportsbook';
import type { MarketKind } from '@betfront/contract/sportsbook';
import type { VirtualGame, VirtualRound } from '@betfront/contract/virtual';
import { publish, subscribe } from '@betfront/remote-kit';

/** The selection ids in the sportsbook's coupon, as it last published them. */
export function useCouponBetIds(): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const stop = subscribe('couponUpdate', ({ betIds }) => setIds(new Set(betIds)));
    publish('couponRequestState', {});
    return stop;
  }, []);
  return ids;
}

/** A virtual match's outcome, as the odds button adds it to the coupon. */
export interface MatchPick {
  game: VirtualGame;
  round: VirtualRound;
  selectionId: string;
  odds: string;
  /** The market and outcome as the player reads them: "Result: Draw". */
  label: string;
  /** The sides as the coupon names the match: its two teams or players, or in a race the horse picked. */
  sides: string[];
}

/** The market kind a selection id names (its third part). */
const kindIndex = (selectionId: string): number =>
  MARKET_KINDS.indexOf((selectionId.split(':')[2] ?? '') as MarketKind);

/** Adds the outcome to the coupon, or takes it out when it is there already. */
export function toggleCouponPick(pick: MatchPick, inCoupon: boolean, pageType: string): void {
  if (inCoupon) {
    publish('couponRemoveBet', { betId: pick.selectionId });
    return;
  }
  const { game, round } = pick;
  publish('couponAddBet', {
    market: {
      id: pick.selectionId,
      coef: pick.odds,
      sportId: game.sportId ?? 0,
      champId: 0,
      typeId: kindIndex(pick.selectionId),
      kind: kindIndex(pick.selectionId),
      isLive: false,
      label: pick.label,
    },
    game: {
      id: Number(pick.selectionId.split(':', 1)[0]),
      champName: game.name,
      opponents: pick.sides,
      startTime: Date.parse(round.closesAt),
      score: null,
    },
    source: 'virtual',
    pageType,
  });
}
