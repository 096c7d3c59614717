import { useCallback, useMemo } from 'react';
import { isApiError } from '@betfront/api-client';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { CashOutPanel, CouponCard, loadPlacedCoupon, useCashOutOffers } from '@betfront/bet-views';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';

/** One coupon of the history in full, with its sale back (office/history/{couponId}/powerbet). */
export function PowerbetBody({ ctx, data, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const couponId = Number(data.vars.couponId);
  const load = useCallback((signal: AbortSignal) => loadPlacedCoupon(couponId, lng, signal), [couponId, lng]);
  const request = useRequest(['history', 'coupon', couponId], load);
  const offers = useCashOutOffers(useMemo(() => [couponId], [couponId]));
  const { retry } = request;
  const refreshAll = useCallback(() => {
    retry();
    offers.refresh();
  }, [retry, offers]);

  if (isApiError(request.error) && request.error.status === 404) {
    return (
      <EmptyState
        title={t('bets.powerbet.not_found.title')}
        text={t('bets.powerbet.not_found.text', { id: couponId })}
        links={[{ href: `/${lng}/office/history`, label: t('office.history.back') }]}
      />
    );
  }
  const coupon = request.value;
  if (coupon === null) return <RequestPending request={request} t={t} />;
  return (
    <CouponCard
      coupon={coupon}
      lng={lng}
      t={t}
      footer={<CashOutPanel coupon={coupon} offer={offers.offerOf(couponId)} lng={lng} t={t} onSold={refreshAll} />}
    />
  );
}
