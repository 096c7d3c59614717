import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { PLAYER_BETS_KEY } from '@betfront/remote-kit';
import { useHydrated } from '@betfront/ui';
import { loadCashOutOffers } from './cash-out-api';
import { followCashOutOffers } from './follow-cash-out-offers';

export interface CashOutOffers {
  offerOf(couponId: number): CashOutOffer | null;
  /** Asks for the offers at once, as after the player's own sale. */
  refresh(): void;
}

type OffersById = ReadonlyMap<number, CashOutOffer>;

const idsOf = (key: string) => (key === '' ? [] : key.split(',').map(Number));

const withOffers = (known: OffersById | undefined, offers: readonly CashOutOffer[]): OffersById =>
  new Map([...(known ?? []), ...offers.map((offer) => [offer.couponId, offer] as const)]);

/** The key of the offers of the coupons (their ids joined), among the reads of the player's coupons. */
const cashOutOffersKey = (idsKey: string) => [...PLAYER_BETS_KEY, 'cash-out', idsKey] as const;

/**
 * The offers of the coupons, pushed by the platform as their values move while the page is open: the stream fills
 * the query (every offer first, then the changed ones), which is read with a plain call only when the player asks
 * (`refresh`, after a sale). Coupons asked for again keep the offers shown until the stream answers.
 */
export function useCashOutOffers(couponIds: readonly number[]): CashOutOffers {
  const key = couponIds.join(',');
  const queries = useQueryClient();
  const isHydrated = useHydrated();
  const { data, refetch } = useQuery({
    queryKey: cashOutOffersKey(key),
    queryFn: async ({ signal }) => withOffers(undefined, await loadCashOutOffers(idsOf(key), signal)),
    enabled: false,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    const ids = idsOf(key);
    if (ids.length === 0) return undefined;
    return followCashOutOffers(ids, (offers) =>
      queries.setQueryData<OffersById>(cashOutOffersKey(key), (known) => withOffers(known, offers)),
    );
  }, [key, queries]);

  const byId = isHydrated ? data : undefined;
  return useMemo(
    () => ({
      offerOf: (couponId) => byId?.get(couponId) ?? null,
      refresh: () => {
        if (key !== '') void refetch();
      },
    }),
    [byId, key, refetch],
  );
}
