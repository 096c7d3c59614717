import { useCallback, useMemo } from 'react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { usePolling } from '@betfront/remote-kit';
import { loadCashOutOffers } from './cash-out-api';

/** How often the sale values are asked again: they follow the live prices. */
export const CASH_OUT_POLL_MS = 3000;

export interface CashOutOffers {
  offerOf(couponId: number): CashOutOffer | null;
  refresh(): void;
}

/** The offers of the coupons, kept fresh while the page is open. */
export function useCashOutOffers(couponIds: readonly number[]): CashOutOffers {
  const key = couponIds.join(',');
  const load = useCallback(
    (signal: AbortSignal) => loadCashOutOffers(key === '' ? [] : key.split(',').map(Number), signal),
    [key],
  );
  const { value, refresh } = usePolling(load, { intervalMs: CASH_OUT_POLL_MS });
  return useMemo(() => {
    const byId = new Map((value ?? []).map((offer) => [offer.couponId, offer]));
    return { offerOf: (couponId) => byId.get(couponId) ?? null, refresh };
  }, [value, refresh]);
}
