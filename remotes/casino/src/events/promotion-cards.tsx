import type { CasinoPromotion } from '@betfront/contract/casino-events';
import type { Translate } from '@betfront/remote-kit';
import styles from './events.module.css';

/** Where a promo code is entered, with the code filled in. */
export const promoCodeHref = (lng: string, code: string) =>
  `/${lng}/office/promo-code-check?promocode=${encodeURIComponent(code)}`;

function PromotionCard({ promotion, lng, t }: { promotion: CasinoPromotion; lng: string; t: Translate }) {
  const href = `/${lng}/bonus/casino/${promotion.id}`;
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <a href={href}>{promotion.title}</a>
      </h3>
      <p>{promotion.summary}</p>
      {promotion.promoCode && (
        <p className={styles.code}>
          <span className={styles.muted}>{t('casino-events.promo.code')}</span>{' '}
          <code data-testid="promo-code">{promotion.promoCode}</code>
        </p>
      )}
      <p className={styles.cardLinks}>
        <a href={href}>{t('casino-events.promotion.terms_link')}</a>
        {promotion.promoCode && <a href={promoCodeHref(lng, promotion.promoCode)}>{t('casino-events.promo.enter')}</a>}
      </p>
    </li>
  );
}

export function PromotionCards({
  promotions,
  lng,
  label,
  t,
}: {
  promotions: readonly CasinoPromotion[];
  lng: string;
  label: string;
  t: Translate;
}) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} lng={lng} t={t} />
      ))}
    </ul>
  );
}
