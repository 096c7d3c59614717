import type { PlayerBonus } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import type { ReactNode } from 'react';
import { CARD_CLASS, formatDateTime } from '@betfront/ui';
import { bonusMoney } from './bonus-format';
import styles from './bonuses.module.css';

/** One bonus: its title and status, and the facts of its state. */
export function BonusCard({
  bonus,
  lng,
  t,
  children,
}: {
  bonus: PlayerBonus;
  lng: string;
  t: Translate;
  children?: ReactNode;
}) {
  const isEnded = bonus.endedAt !== null;
  return (
    <article className={CARD_CLASS.card} aria-label={bonus.title} data-bonus-status={bonus.status}>
      <div className={CARD_CLASS.head}>
        <h3 className={CARD_CLASS.title}>{bonus.title}</h3>
        <span className={styles.status} data-status={bonus.status}>
          {t(`bonuses.status.${bonus.status}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bonuses.fact.source')}</dt>
          <dd>{t(`bonuses.source.${bonus.source}`)}</dd>
        </div>
        {bonus.status !== 'active' && (
          <div>
            <dt>{t('bonuses.fact.amount')}</dt>
            <dd>{bonusMoney(bonus.amount, bonus)}</dd>
          </div>
        )}
        {bonus.settledAmount !== null && (
          <div>
            <dt>{t(bonus.status === 'released' ? 'bonuses.fact.released' : 'bonuses.fact.returned')}</dt>
            <dd>{bonusMoney(bonus.settledAmount, bonus)}</dd>
          </div>
        )}
        <div>
          <dt>{t(isEnded ? 'bonuses.fact.ended' : 'bonuses.fact.expires')}</dt>
          <dd>{formatDateTime(bonus.endedAt ?? bonus.expiresAt, lng)}</dd>
        </div>
      </dl>
      {children}
    </article>
  );
}
