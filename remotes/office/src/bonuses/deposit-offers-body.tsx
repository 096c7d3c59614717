import type { BonusOffer } from '@betfront/contract/bonuses';
import { formatMoney } from '@betfront/account-ui/wallet';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, EmptyState } from '@betfront/ui';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { bonusErrorText, takeOffer } from './bonuses-api';
import { runningBonusOf } from './bonus-format';
import { BonusNav } from './bonus-nav';
import styles from './bonuses.module.css';
import { useBonuses } from './use-bonuses';

function OfferCard(props: {
  offer: BonusOffer;
  takenTitle: string | null;
  lng: string;
  t: Translate;
  onTaken(): void;
}) {
  const { offer, takenTitle, lng, t } = props;
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const take = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await takeOffer(offer.id, lng);
      props.onTaken();
    } catch (failure) {
      setError(bonusErrorText(failure, t));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <article className={CARD_CLASS.card} aria-label={offer.title}>
      <div className={CARD_CLASS.head}>
        <h3 className={CARD_CLASS.title}>{offer.title}</h3>
        <span className={styles.status}>{t('bonuses.offer.percent', { percent: Number(offer.percent) })}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bonuses.offer.cap')}</dt>
          <dd>{offer.cap === null ? t('bonuses.offer.no_cap') : formatMoney(offer.cap, offer.currencyIso)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.offer.wager')}</dt>
          <dd>×{Number(offer.wagerMultiplier)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.offer.min_coef')}</dt>
          <dd>{offer.minCoef}</dd>
        </div>
        <div>
          <dt>{t('bonuses.offer.days')}</dt>
          <dd>{t('bonuses.offer.days_value', { count: offer.validDays })}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{offer.rules}</p>
      {error && (
        <p role="alert" className={styles.result} data-tone="danger">
          {error}
        </p>
      )}
      <div className={CARD_CLASS.actions}>
        <button
          type="button"
          className={BUTTON_CLASS.primary}
          disabled={isBusy || takenTitle !== null || offer.cap === null}
          onClick={() => void take()}
        >
          {t('bonuses.offer.take')}
        </button>
      </div>
    </article>
  );
}

/** The deposit offers the player may take; a taken one is credited with the next deposit. */
export function DepositOffersBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const bonuses = useBonuses(lng);
  const answer = bonuses.data;
  const running = answer ? runningBonusOf(answer.bonuses) : null;
  return (
    <div className={sharedStyles.page}>
      <BonusNav lng={lng} routeName={ctx.route.name} t={t} />
      {answer === undefined ? (
        <RequestPending request={{ error: bonuses.error, retry: () => void bonuses.refetch() }} t={t} />
      ) : answer.offers.length === 0 ? (
        <EmptyState title={t('bonuses.offers.none.title')} text={t('bonuses.offers.none.text')} />
      ) : (
        <>
          {running && (
            <p role="status" className={styles.result} data-tone={running.status === 'active' ? 'success' : undefined}>
              {t(running.status === 'active' ? 'bonuses.offers.taken' : 'bonuses.offers.running', {
                title: running.title,
              })}{' '}
              <a href={`/${lng}/office/${running.status === 'active' ? 'recharge' : 'bonuses'}`}>
                {t(running.status === 'active' ? 'bonuses.deposit_link' : 'bonuses.open_bonus')}
              </a>
            </p>
          )}
          <ul className={CARD_CLASS.list}>
            {answer.offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  takenTitle={running?.title ?? null}
                  lng={lng}
                  t={t}
                  onTaken={() => void bonuses.refetch()}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
