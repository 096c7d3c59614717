import type { BonusOffer } from '@betfront/contract/bonuses';
import { formatMoney } from '@betfront/account-ui/wallet';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS } from '@betfront/ui';
import styles from './bonuses.module.css';

/** The welcome bonus chosen at registration, waiting for the first deposit. */
export function WelcomeNotice({ offer, lng, t }: { offer: BonusOffer; lng: string; t: Translate }) {
  return (
    <section className={CARD_CLASS.card} aria-label={offer.title} data-testid="welcome-offer">
      <div className={CARD_CLASS.head}>
        <h2 className={CARD_CLASS.title}>{offer.title}</h2>
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
      <div className={CARD_CLASS.actions}>
        <a className={BUTTON_CLASS.primary} href={`/${lng}/office/recharge`}>
          {t('bonuses.deposit_link')}
        </a>
      </div>
    </section>
  );
}
