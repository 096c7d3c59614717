import type { CasinoPromotion } from '@betfront/contract/casino-events';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { formatWhen } from './event-format';
import styles from './events.module.css';
import { promoCodeHref } from './promotion-cards';

/** A promotion's page: its summary, its terms, the code to enter or where to take part. */
export function PromotionPage({ promotion, lng, t }: { promotion: CasinoPromotion; lng: string; t: Translate }) {
  const action = promotion.promoCode
    ? { href: promoCodeHref(lng, promotion.promoCode), label: t('casino-events.promo.enter') }
    : promotion.actionPath
      ? { href: `/${lng}/${promotion.actionPath}`, label: t('casino-events.promotion.take_part') }
      : null;
  return (
    <article className={styles.page}>
      <p className={styles.summary}>{promotion.summary}</p>
      {promotion.promoCode && (
        <p className={styles.code}>
          <span className={styles.muted}>{t('casino-events.promo.code')}</span>{' '}
          <code data-testid="promo-code">{promotion.promoCode}</code>
        </p>
      )}
      {action && (
        <p>
          <a className={BUTTON_CLASS.primary} href={action.href}>
            {action.label}
          </a>
        </p>
      )}
      <section className={styles.section} aria-labelledby="promotion-terms">
        <h2 id="promotion-terms" className={styles.subheading}>
          {t('casino-events.promotion.terms')}
        </h2>
        {promotion.terms.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {promotion.endsAt && (
          <p className={styles.muted}>
            {t('casino-events.promotion.ends', { end: formatWhen(promotion.endsAt, lng) })}
          </p>
        )}
      </section>
      <p className={styles.cardLinks}>
        <a href={`/${lng}/bonus/casino/promotions`}>{t('casino-events.promotion.all')}</a>
      </p>
    </article>
  );
}
