import type { TotoCoupon, TotoDraw } from '@betfront/contract/toto';
import type { Translate } from '@betfront/remote-kit';
import { drawTime, lottoMoney } from '../lotto/lotto-format';
import styles from './toto.module.css';

/** Closed draws, newest first: being played or settled, with their pool. */
export function PastDraws({ draws, lng, t }: { draws: readonly TotoDraw[]; lng: string; t: Translate }) {
  if (draws.length === 0) return <p className={styles.muted}>{t('toto.no_past_draws')}</p>;
  return (
    <ul className={styles.list} aria-label={t('toto.past_draws_label')}>
      {draws.map((draw) => (
        <li key={draw.id} className={styles.row}>
          <a href={`/${lng}/toto/draw/${draw.id}`}>{t('toto.draw_name', { id: draw.id })}</a>
          <span className={styles.muted}>{drawTime(draw.closesAt, lng)}</span>
          <span>{t('toto.pool_of', { amount: lottoMoney(draw.pool, draw.currencyIso) })}</span>
          <strong>{draw.settledAt ? t('toto.settled') : t('toto.in_play')}</strong>
        </li>
      ))}
    </ul>
  );
}

export function couponStatus(coupon: TotoCoupon, t: Translate): string {
  if (coupon.payout === null) return t('toto.coupon.open');
  if (coupon.payout === '0.00') return t('toto.coupon.lost');
  return t('toto.coupon.won', { amount: lottoMoney(coupon.payout, coupon.currencyIso) });
}

/** The player's coupons, newest first, each with its draw, variants, stake and result. */
export function CouponList({ coupons, lng, t }: { coupons: readonly TotoCoupon[]; lng: string; t: Translate }) {
  if (coupons.length === 0) return <p className={styles.muted}>{t('toto.no_coupons')}</p>;
  return (
    <ul className={styles.list} aria-label={t('toto.coupons_label')}>
      {coupons.map((coupon) => (
        <li key={coupon.id} className={styles.row} data-testid="toto-coupon">
          <a href={`/${lng}/toto/coupon/${coupon.id}`}>{t('toto.coupon_name', { id: coupon.id })}</a>
          <span className={styles.muted}>{t('toto.draw_name', { id: coupon.drawId })}</span>
          <span>
            {t('toto.variants_of', { count: coupon.variants })} · {lottoMoney(coupon.stake, coupon.currencyIso)}
          </span>
          <strong>{couponStatus(coupon, t)}</strong>
        </li>
      ))}
    </ul>
  );
}
