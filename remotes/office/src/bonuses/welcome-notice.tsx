import type { BonusOffer } from '@betfront/contract/bonuses';
import { formatMoney } from '@betfront/account-ui/wallet';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import styles from './bonuses.module.css';

/** The welcome bonus chosen at registration, waiting for the first deposit. */
export function WelcomeNotice({ offer, lng, t }: { offer: BonusOffer; lng: string; t: Translate }) {
  return (
    <section className={styles.card} aria-label={offer.title} data-testid="welcome-offer">
      <div className={styles.cardHead}>
        <h2>{offer.title}</h2>
        <span className={styles.status} data-status="active">
          {t('bonuses.welcome.badge')}
        </span>
      </div>
      <p className={styles.muted}>
        {offer.cap === null
          ? t('bonuses.welcome.no_cap')
          : t('bonuses.welcome.text', {
              percent: Number(offer.percent),
              cap: formatMoney(offer.cap, offer.currencyIso),
            })}
      </p>
      <p className={styles.muted}>{offer.rules}</p>
      <div className={styles.actions}>
        <a className={BUTTON_CLASS.primary} href={`/${lng}/office/recharge`}>
          {t('bonuses.deposit_link')}
        </a>
      </div>
    </section>
  );
}
