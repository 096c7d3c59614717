import { useCallback, useMemo } from 'react';
import { isApiError } from '@betfront/api-client';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { PLAYER_BETS_KEY, pollEvery } from '@betfront/remote-kit';
import { useQuery } from '@tanstack/react-query';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { CashOutPanel, CouponCard, loadPlacedCoupon, useCashOutOffers } from '@betfront/bet-views';
import { LoadFailure, Loading, LoginPrompt } from './bets-notices';
import { liveStateFromGames } from './live-state-from-games';
import { useLiveGames } from './use-live-games';

export interface PowerbetPageProps {
  lng: string;
  t: Translate;
  couponId: number;
}

/** One coupon in full, refreshed every 10 s while the page is open, with its sale back priced live. */
export function PowerbetPage({ lng, t, couponId }: PowerbetPageProps) {
  const {
    data: coupon,
    error,
    refetch,
  } = useQuery({
    queryKey: [...PLAYER_BETS_KEY, 'coupon', couponId, lng],
    queryFn: ({ signal }) => loadPlacedCoupon(couponId, lng, signal),
    ...pollEvery(POLL_INTERVALS.default),
  });
  const coupons = useMemo(() => (coupon ? [coupon] : []), [coupon]);
  const games = useLiveGames(coupons, lng);
  const offers = useCashOutOffers(useMemo(() => [couponId], [couponId]));
  const refreshAll = useCallback(() => {
    void refetch();
    offers.refresh();
  }, [refetch, offers]);

  if (isApiError(error) && error.status === 401) return <LoginPrompt lng={lng} t={t} />;
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        title={t('bets.powerbet.not_found.title')}
        text={t('bets.powerbet.not_found.text', { id: couponId })}
        links={[{ href: `/${lng}/user/opened-bets`, label: t('bets.powerbet.back') }]}
      />
    );
  }
  if (coupon === undefined || coupon.id !== couponId) {
    return error ? <LoadFailure t={t} onRetry={() => void refetch()} /> : <Loading t={t} />;
  }
  return (
    <CouponCard
      coupon={coupon}
      lng={lng}
      t={t}
      liveStateOf={liveStateFromGames(games)}
      footer={<CashOutPanel coupon={coupon} offer={offers.offerOf(couponId)} lng={lng} t={t} onSold={refreshAll} />}
    />
  );
}
