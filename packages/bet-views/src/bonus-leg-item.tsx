import type { Translate } from '@betfront/remote-kit';
import { coefText } from './coef-text';
import styles from './coupon-card.module.css';

interface BonusLegItemProps {
  coef: string;
  coefViewId: number;
  t: Translate;
}

/** The bonus bet an express carried: a leg of the coupon's coef that always wins. */
export function BonusLegItem({ coef, coefViewId, t }: BonusLegItemProps) {
  return (
    <li className={styles.bet}>
      <p className={styles.event}>
        <span className={styles.badge}>{t('bets.bonus_bet.name')}</span>
      </p>
      <p className={styles.meta}>{t('bets.bonus_bet.note')}</p>
      <dl className={styles.betFacts}>
        <div>
          <dt>{t('bets.selection.coef')}</dt>
          <dd>{coefText(t, coef, coefViewId)}</dd>
        </div>
      </dl>
    </li>
  );
}
