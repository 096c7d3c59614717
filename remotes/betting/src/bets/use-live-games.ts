import { useEffect, useState } from 'react';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import type { GameSummary } from '@betfront/contract/sportsbook';
import type { PlacedCoupon } from '@betfront/contract/bets';
import { subscribeGames } from '@betfront/live-feed';

export type LiveGames = ReadonlyMap<number, GameSummary>;

/** The games of the coupons' unsettled selections, kept current by the live feed (for their live scores). */
export function useLiveGames(coupons: readonly PlacedCoupon[], lng: string): LiveGames {
  const [games, setGames] = useState<LiveGames>(new Map());
  const ids = [
    ...new Set(coupons.flatMap((coupon) => coupon.bets.filter((bet) => bet.statusId < 0).map((bet) => bet.gameId))),
  ].sort((a, b) => a - b);
  const idsKey = ids.join(',');

  useEffect(() => {
    const watched = idsKey === '' ? [] : idsKey.split(',').map(Number);
    return subscribeGames({
      ids: watched,
      lng,
      pollMs: POLL_INTERVALS.liveList,
      onGames: (changed) =>
        setGames((previous) => {
          const next = new Map(previous);
          for (const game of changed) next.set(game.id, game);
          return next;
        }),
    });
  }, [idsKey, lng]);

  return games;
}
