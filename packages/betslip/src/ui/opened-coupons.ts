import type { PlacedCoupon } from '@betfront/contract/bets';
import { PLAYER_BETS_KEY } from '@betfront/remote-kit';
import { useHydrated } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BetslipEngine } from '../engine/start-engine';

export type OpenedCoupons =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; coupons: readonly PlacedCoupon[] };

/**
 * The player's open coupons, the read the opened-bets page makes too: read again after each coupon placed (a
 * placement reads every key of the player's coupons again); nothing for a visitor.
 */
export function useOpenedCoupons(engine: BetslipEngine): OpenedCoupons | null {
  const isHydrated = useHydrated();
  const read = useQuery({
    queryKey: [...PLAYER_BETS_KEY, 'opened', engine.lng],
    queryFn: () => engine.api.opened(engine.lng),
    enabled: engine.isLoggedIn,
  });
  const { error } = read;
  useEffect(() => {
    if (error) console.error('betfront: opened bets not read', error);
  }, [error]);
  if (!engine.isLoggedIn) return null;
  if (isHydrated && read.data) return { kind: 'loaded', coupons: read.data };
  return isHydrated && error ? { kind: 'failed' } : { kind: 'loading' };
}
