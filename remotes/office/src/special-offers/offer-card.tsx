import { formatMoney } from '@betfront/account-ui/wallet';
import type { SpecialOffer } from '@betfront/contract/special-offers';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, formatDate } from '@betfront/ui';
import styles from './special-offers.module.css';

interface OfferCardProps {
  offer: SpecialOffer;
  lng: string;
  isBusy: boolean;
  error: string | null;
  onAnswer(answer: 'accepted' | 'declined'): void;
  t: Translate;
}

/** One offer with its bonus terms, and Accept and Decline while the player has not answered. */
export function OfferCard({ offer, lng, isBusy, error, onAnswer, t }: OfferCardProps) {
  const { bonus } = offer;
  return (
    <li className={CARD_CLASS.card} aria-labelledby={`offer-${offer.id}`}>
      <h2 id={`offer-${offer.id}`} className={CARD_CLASS.title}>
        {offer.title}
      </h2>
      <p className={styles.text}>{offer.text}</p>
      <p className={styles.terms}>
        {t('office-offers.terms', {
          bonus: bonus.title,
          percent: Number(bonus.percent),
          cap: bonus.cap === null ? '—' : formatMoney(bonus.cap, bonus.currencyIso),
          multiplier: Number(bonus.wagerMultiplier),
          days: bonus.validDays,
        })}
      </p>
      {offer.endsAt && offer.answer === null && (
        <p className={styles.muted}>{t('office-offers.ends', { date: formatDate(offer.endsAt, lng) })}</p>
      )}
      {offer.answer === null ? (
        <div className={CARD_CLASS.actions}>
          <button type="button" className={BUTTON_CLASS.primary} disabled={isBusy} onClick={() => onAnswer('accepted')}>
            {t('office-offers.accept')}
          </button>
          <button
            type="button"
            className={BUTTON_CLASS.secondary}
            disabled={isBusy}
            onClick={() => onAnswer('declined')}
          >
            {t('office-offers.decline')}
          </button>
        </div>
      ) : (
        <p role="status" className={styles.answer} data-answer={offer.answer}>
          {t(`office-offers.answer.${offer.answer}`, {
            date: offer.answeredAt ? formatDate(offer.answeredAt, lng) : '',
          })}
          {offer.answer === 'accepted' && (
            <>
              {' '}
              <a href={`/${lng}/office/recharge`}>{t('office-offers.recharge')}</a>
            </>
          )}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  );
}
