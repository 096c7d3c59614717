import type { PlacedCoupon } from '@betfront/contract/bets';
import { useEffect, useState } from 'react';
import type { BetslipEngine } from '../engine/start-engine';

export type OpenedCoupons =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; coupons: readonly PlacedCoupon[] };

/** The player's open coupons, read again after each coupon placed; nothing for a visitor. */
export function useOpenedCoupons(engine: BetslipEngine, placedId: number | null): OpenedCoupons | null {
  const [opened, setOpened] = useState<OpenedCoupons>({ kind: 'loading' });
  useEffect(() => {
    if (!engine.isLoggedIn) return;
    let isCurrent = true;
    engine.api.opened(engine.lng).then(
      (coupons) => isCurrent && setOpened({ kind: 'loaded', coupons }),
      (error: unknown) => {
        console.error('betfront: opened bets not read', error);
        if (isCurrent) setOpened({ kind: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [engine, placedId]);
  return engine.isLoggedIn ? opened : null;
}
