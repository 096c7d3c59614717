import { formatMoney } from '@betfront/account-ui/wallet';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { CARD_CLASS, EmptyState, formatDateTime } from '@betfront/ui';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { loadPromoHistory } from './bonuses-api';
import { BonusNav } from './bonus-nav';
import styles from './bonuses.module.css';

/** The promo codes the player has used, newest first, with what each gave. */
export function PromoHistoryBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const load = useCallback((signal: AbortSignal) => loadPromoHistory(lng, signal), [lng]);
  const history = useRequest(['bonuses', 'promo-history', lng], load);
  const redemptions = history.value;
  return (
    <div className={sharedStyles.page}>
      <BonusNav lng={lng} routeName={ctx.route.name} t={t} />
      {redemptions === null ? (
        <RequestPending request={history} t={t} />
      ) : redemptions.length === 0 ? (
        <EmptyState
          title={t('bonuses.promo.history.none.title')}
          text={t('bonuses.promo.history.none.text')}
          links={[{ href: `/${lng}/office/promo-code-check`, label: t('office.page.office.promo-code-check.heading') }]}
        />
      ) : (
        <ul className={CARD_CLASS.list}>
          {redemptions.map((redemption) => (
            <li key={redemption.code} className={CARD_CLASS.card}>
              <div className={CARD_CLASS.head}>
                <h3 className={CARD_CLASS.title}>{redemption.code}</h3>
                <span className={styles.status}>{t(`bonuses.promo.kind.${redemption.kind}`)}</span>
              </div>
              <p className={styles.muted}>
                {redemption.title}
                {redemption.amount !== null &&
                  ` · ${formatMoney(redemption.amount, redemption.currencyIso ?? '')}`} ·{' '}
                {formatDateTime(redemption.redeemedAt, lng)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
