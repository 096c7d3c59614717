import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@betfront/api-client';
import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { PLAYER_BETS_KEY, pollEvery, subscribe } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { CashOutSummary, CouponCard, useCashOutOffers } from '@betfront/bet-views';
import { loadOpenedCoupons } from './bets-api';
import { LoadFailure, Loading, LoginPrompt } from './bets-notices';
import styles from './bets.module.css';
import { liveStateFromGames } from './live-state-from-games';
import { useLiveGames } from './use-live-games';

export interface OpenedBetsPageProps {
  lng: string;
  t: Translate;
}

/**
 * The player's coupons not settled yet, newest first, each with its sale value; refreshed every 10 s and whenever
 * the coupon changes.
 */
export function OpenedBetsPage({ lng, t }: OpenedBetsPageProps) {
  const opened = useQuery({
    queryKey: [...PLAYER_BETS_KEY, 'opened', lng],
    queryFn: ({ signal }) => loadOpenedCoupons(lng, signal),
    ...pollEvery(POLL_INTERVALS.default),
  });
  const { data: coupons, error, refetch } = opened;
  const games = useLiveGames(coupons ?? [], lng);
  const liveStateOf = liveStateFromGames(games);
  const offers = useCashOutOffers(useMemo(() => (coupons ?? []).map((coupon) => coupon.id), [coupons]));

  // A placement empties the coupon, so a couponUpdate is the moment a new coupon may have appeared.
  useEffect(() => subscribe('couponUpdate', () => void refetch()), [refetch]);

  if (isApiError(error) && error.status === 401) return <LoginPrompt lng={lng} t={t} />;
  if (coupons === undefined) return error ? <LoadFailure t={t} onRetry={() => void refetch()} /> : <Loading t={t} />;
  if (coupons.length === 0) {
    return (
      <EmptyState
        title={t('bets.opened.empty.title')}
        text={t('bets.opened.empty.text')}
        linksLabel={t('bets.opened.empty.links_label')}
        links={[
          { href: `/${lng}/live`, label: t('bets.opened.link.live') },
          { href: `/${lng}/line`, label: t('bets.opened.link.line') },
          { href: `/${lng}/office/history`, label: t('bets.opened.link.history') },
        ]}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={t('bets.opened.label')}>
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard
            coupon={coupon}
            lng={lng}
            t={t}
            detailsHref={`/${lng}/user/opened-bets/${coupon.id}/powerbet`}
            liveStateOf={liveStateOf}
            footer={<CashOutSummary offer={offers.offerOf(coupon.id)} t={t} />}
          />
        </li>
      ))}
    </ul>
  );
}
