import type { PlacedBet } from '@betfront/contract/bets';
import type { Translate } from '@betfront/remote-kit';
import { formatDateTime } from '@betfront/ui';
import { coefText } from './coef-text';
import type { BetLiveState } from './bet-live-state';
import { betStatusLabel, betStatusTone, marketLabel, pickLabel, sidesLabel } from './bet-texts';
import styles from './coupon-card.module.css';

interface BetItemProps {
  bet: PlacedBet;
  /** The odds format the coupon was placed in. */
  coefViewId: number;
  live: BetLiveState;
  lng: string;
  t: Translate;
}

/** One selection of a coupon: its game, market, pick, coefficient, score and status. */
export function BetItem({ bet, coefViewId, live, lng, t }: BetItemProps) {
  return (
    <li className={styles.bet}>
      <p className={styles.event}>
        <span>{sidesLabel(bet)}</span>
        {live.isLive && <span className={styles.live}>{t('bets.selection.live')}</span>}
        {bet.isBanker && <span className={styles.badge}>{t('bets.selection.banker')}</span>}
      </p>
      <p className={styles.meta}>
        {bet.sportName} · {bet.champName} · {t('bets.selection.starts', { date: formatDateTime(bet.startAt, lng) })}
      </p>
      <dl className={styles.betFacts}>
        <div>
          <dt>{t('bets.selection.market')}</dt>
          <dd>{marketLabel(t, bet)}</dd>
        </div>
        <div>
          <dt>{t('bets.selection.pick')}</dt>
          <dd className={styles.pick}>{pickLabel(t, bet)}</dd>
        </div>
        <div>
          <dt>{t('bets.selection.coef')}</dt>
          <dd>{coefText(t, bet.coef, coefViewId)}</dd>
        </div>
        <div>
          <dt>{t('bets.selection.score')}</dt>
          <dd>{live.score ? `${live.score.home}:${live.score.away}` : t('bets.selection.no_score')}</dd>
        </div>
        <div>
          <dt>{t('bets.selection.status')}</dt>
          <dd className={styles[betStatusTone(bet.statusId)]}>{betStatusLabel(t, bet.statusId)}</dd>
        </div>
      </dl>
    </li>
  );
}
