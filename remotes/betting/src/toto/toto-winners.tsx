import type { z } from 'zod/mini';
import type { totoWinnerSchema } from '@betfront/contract/toto';
import type { Translate } from '@betfront/remote-kit';
import { lottoMoney } from '../lotto/lotto-format';
import styles from './toto.module.css';

type Winner = z.infer<typeof totoWinnerSchema>;

/** The winning coupons of the latest settled draws, by draw and payout; no player is named. */
export function TotoWinners({ winners, lng, t }: { winners: readonly Winner[]; lng: string; t: Translate }) {
  if (winners.length === 0) return <p className={styles.muted}>{t('toto.no_winners')}</p>;
  return (
    <ul className={styles.list} aria-label={t('toto.winners_label')}>
      {winners.map((winner) => (
        <li key={winner.couponId} className={styles.row}>
          <span>{t('toto.coupon_name', { id: winner.couponId })}</span>
          <a href={`/${lng}/toto/draw/${winner.drawId}`}>{t('toto.draw_name', { id: winner.drawId })}</a>
          <span>{winner.bestHits === null ? '' : t('toto.hits_of', { hits: winner.bestHits })}</span>
          <strong>{lottoMoney(winner.payout, winner.currencyIso)}</strong>
        </li>
      ))}
    </ul>
  );
}
