import { isBetFinished, isBetLive } from '@betfront/coupon';
import type { CouponBet } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import styles from './coupon.module.css';

/**
 * The game of a live pick as the live feed reports it: in play or over, its score and its number. It changes
 * in place as the feed pushes; a line pick shows nothing here.
 */
export function BetGameState({ bet, t }: { bet: CouponBet; t: Translate }) {
  const isFinished = isBetFinished(bet);
  if (!isFinished && !isBetLive(bet)) return null;
  const { score1, score2, number, statusId } = bet.game;
  const parts = [
    t(isFinished ? 'coupon.bet.game_finished' : 'coupon.bet.game_live'),
    ...(score1 === undefined || score2 === undefined ? [] : [t('coupon.bet.score', { home: score1, away: score2 })]),
    ...(number === undefined ? [] : [t('coupon.bet.game_number', { number })]),
  ];
  return (
    <span className={styles.betMeta} data-game-status={statusId} data-permanent-id={bet.game.permanentId}>
      {parts.join(' · ')}
    </span>
  );
}
