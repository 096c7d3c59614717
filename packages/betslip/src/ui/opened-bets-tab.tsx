import { coefInView } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import styles from './coupon.module.css';
import { moneyText } from './money-text';
import type { OpenedCoupons } from './opened-coupons';
import { PlacedPicks } from './placed-picks';

/** The player's open coupons inside the coupon: type, picks, stake and what each returns; the office lists the rest. */
export function OpenedBetsTab({ opened, lng, t }: { opened: OpenedCoupons; lng: string; t: Translate }) {
  return (
    <div className={styles.opened}>
      {opened.kind === 'loading' && <p role="status">{t('coupon.opened.loading')}</p>}
      {opened.kind === 'failed' && (
        <p role="alert" className={styles.message}>
          {t('coupon.opened.failed')}
        </p>
      )}
      {opened.kind === 'loaded' && opened.coupons.length === 0 && (
        <p className={styles.empty}>{t('coupon.opened.empty')}</p>
      )}
      {opened.kind === 'loaded' && opened.coupons.length > 0 && (
        <ol className={styles.openedList} aria-label={t('coupon.opened.list')}>
          {opened.coupons.map((coupon) => (
            <li key={coupon.id} className={styles.openedCoupon}>
              <p className={styles.openedHead}>
                <span>{t('coupon.opened.coupon', { id: coupon.id })}</span>
                <span>{t(`coupon.type.${coupon.typeId}`)}</span>
              </p>
              <PlacedPicks coupon={coupon} t={t} />
              <dl className={styles.totals}>
                <dt>{t('coupon.total.coef')}</dt>
                <dd>{coefInView(coupon.coef, coupon.coefViewId)}</dd>
                <dt>{t('coupon.total.stake')}</dt>
                <dd>{moneyText(coupon.totalStake, coupon.currencyIso)}</dd>
                <dt>{t('coupon.total.to_return')}</dt>
                <dd>{moneyText(coupon.possibleWin, coupon.currencyIso)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      <a href={`/${lng}/user/opened-bets`}>{t('coupon.opened.all')}</a>
    </div>
  );
}
