import type { PlayerBonus } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { CARD_CLASS, formatDateTime } from '@betfront/ui';
import { bonusMoney, wageredPercent } from './bonus-format';
import styles from './bonuses.module.css';

/**
 * How far the bonus is wagered: the bar, what is done and left; with `details`, also the bonus and until when
 * (the bonus card shows those itself).
 */
export function WagerProgress({
  bonus,
  lng,
  t,
  details = false,
}: {
  bonus: PlayerBonus;
  lng: string;
  t: Translate;
  details?: boolean;
}) {
  const percent = wageredPercent(bonus);
  return (
    <div className={details ? CARD_CLASS.card : styles.progress} data-testid="wager-progress">
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('bonuses.wager.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('bonuses.wager.progress_text', {
          done: bonusMoney(bonus.wagerDone, bonus),
          required: bonusMoney(bonus.wagerRequired, bonus),
        })}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.barLabel}>
        <span>{t('bonuses.wager.percent', { percent })}</span>
        <span>
          {bonusMoney(bonus.wagerDone, bonus)} / {bonusMoney(bonus.wagerRequired, bonus)}
        </span>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bonuses.fact.remaining')}</dt>
          <dd data-testid="wager-remaining">{bonusMoney(bonus.wagerRemaining, bonus)}</dd>
        </div>
        {details && (
          <>
            <div>
              <dt>{t('bonuses.fact.amount')}</dt>
              <dd>{bonusMoney(bonus.amount, bonus)}</dd>
            </div>
            <div>
              <dt>{t('bonuses.fact.expires')}</dt>
              <dd>{formatDateTime(bonus.expiresAt, lng)}</dd>
            </div>
          </>
        )}
      </dl>
    </div>
  );
}

/** The rules a bet must meet to count, as the bonus copied them from its offer. */
export function WagerRules({ bonus, t }: { bonus: PlayerBonus; t: Translate }) {
  return (
    <ul className={styles.rules}>
      <li>{t('bonuses.rule.min_coef', { coef: bonus.minCoef })}</li>
      <li>{t('bonuses.rule.settled')}</li>
      {bonus.excludedTypeIds.length > 0 && (
        <li>
          {t('bonuses.rule.excluded', {
            types: bonus.excludedTypeIds.map((typeId) => t(`bonuses.coupon_type.${typeId}`)).join(', '),
          })}
        </li>
      )}
      <li>{t('bonuses.rule.release')}</li>
      <li>{t('bonuses.rule.withdrawal')}</li>
    </ul>
  );
}
