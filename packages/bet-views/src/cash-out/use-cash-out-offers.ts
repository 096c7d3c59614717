import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { loadCashOutOffers } from './cash-out-api';
import { followCashOutOffers } from './follow-cash-out-offers';

export interface CashOutOffers {
  offerOf(couponId: number): CashOutOffer | null;
  /** Asks for the offers at once, as after the player's own sale. */
  refresh(): void;
}

const idsOf = (key: string) => (key === '' ? [] : key.split(',').map(Number));

/** The offers of the coupons, pushed by the platform as their values move while the page is open. */
export function useCashOutOffers(couponIds: readonly number[]): CashOutOffers {
  const key = couponIds.join(',');
  const [byId, setById] = useState<ReadonlyMap<number, CashOutOffer>>(() => new Map());
  const merge = useCallback((offers: readonly CashOutOffer[]) => {
    setById((known) => new Map([...known, ...offers.map((offer) => [offer.couponId, offer] as const)]));
  }, []);

  useEffect(() => {
    const ids = idsOf(key);
    return ids.length === 0 ? undefined : followCashOutOffers(ids, merge);
  }, [key, merge]);

  const refresh = useCallback(() => {
    const ids = idsOf(key);
    if (ids.length > 0) loadCashOutOffers(ids, new AbortController().signal).then(merge, () => undefined);
  }, [key, merge]);

  return useMemo(() => ({ offerOf: (couponId) => byId.get(couponId) ?? null, refresh }), [byId, refresh]);
}
