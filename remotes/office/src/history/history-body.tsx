import { useCallback, useMemo } from 'react';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { CARD_CLASS, EmptyState } from '@betfront/ui';
import { CashOutSummary, CouponCard, useCashOutOffers } from '@betfront/bet-views';
import type { OfficeData } from '../office-data';
import { ListPages } from '../shared/list-pages';
import sharedStyles from '../shared/shared.module.css';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { loadHistory } from './history-api';
import { historyFilter, historySearch } from './history-filter';
import { HistoryFilters } from './history-filters';

/** The player's coupons by date and status, newest first, a page at a time, with what was sold of each. */
export function HistoryBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const filter = historyFilter(ctx.route.query);
  const filterKey = historySearch(filter, filter.page);
  const load = useCallback(
    (signal: AbortSignal) => loadHistory(historyFilter(ctx.route.query), lng, signal),
    [ctx.route.query, lng],
  );
  const history = useRequest(['history', 'coupons', filterKey], load);
  const action = `/${lng}/office/history`;

  const answer = history.value;
  const offers = useCashOutOffers(useMemo(() => (answer?.coupons ?? []).map((coupon) => coupon.id), [answer]));
  return (
    <div className={sharedStyles.page}>
      <HistoryFilters action={action} filter={filter} lng={lng} t={t} />
      {answer === null ? (
        <RequestPending request={history} t={t} />
      ) : answer.coupons.length === 0 ? (
        <EmptyState title={t('office.history.empty.title')} text={t('office.history.empty.text')} />
      ) : (
        <>
          <p className={sharedStyles.total}>{t('office.history.total', { total: answer.total })}</p>
          <ul className={CARD_CLASS.list} aria-label={t('office.history.list')} aria-busy={history.isLoading}>
            {answer.coupons.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard
                  coupon={coupon}
                  lng={lng}
                  t={t}
                  detailsHref={`/${lng}/office/history/${coupon.id}/powerbet`}
                  footer={<CashOutSummary offer={offers.offerOf(coupon.id)} t={t} />}
                />
              </li>
            ))}
          </ul>
          <ListPages
            page={filter.page}
            limit={filter.limit}
            total={answer.total}
            hrefOf={(page) => `${action}${historySearch(filter, page)}`}
            t={t}
          />
        </>
      )}
    </div>
  );
}
