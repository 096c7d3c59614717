import { publish } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import type { ExpressOfDay } from '../load/page-games';
import { couponBet } from '../games/coupon-bet';
import { gameHref } from '../games/game-href';
import { selectionName } from '../markets/market-names';
import { selectionFromId } from '../markets/selection-from-id';
import { formatCoef } from '../odds/coef-format';
import { useBettingPrefs } from '../prefs/use-betting-prefs';
import styles from './express-card.module.css';

/** One express of the day: its selections and total coef, and a button that puts them all in the coupon. */
export function ExpressCard({ express, lng, t }: { express: ExpressOfDay; lng: string; t: Translate }) {
  const { coefViewId } = useBettingPrefs();
  const addAll = () => {
    for (const bet of express.bets) {
      const event = couponBet(bet.game, bet.selectionId, t, 'express-day', bet.coef);
      if (event) publish('couponAddBet', event);
    }
  };
  return (
    <section
      className={styles.card}
      aria-label={t('betting.express.title', { coef: formatCoef(express.coef, coefViewId) })}
    >
      <ol className={styles.bets}>
        {express.bets.map((bet) => {
          const named = selectionFromId(bet.selectionId, bet.coef);
          return (
            <li key={bet.selectionId} className={styles.bet}>
              <a href={gameHref(lng, bet.game)}>
                {bet.game.home.name} — {bet.game.away.name}
              </a>
              <span className={styles.pick}>{named ? selectionName(named.market, named.selection, t) : ''}</span>
              <span className={styles.coef}>{formatCoef(bet.coef, coefViewId)}</span>
            </li>
          );
        })}
      </ol>
      <div className={styles.total}>
        <span>{t('betting.express.total', { coef: formatCoef(express.coef, coefViewId) })}</span>
        <button type="button" className={styles.add} onClick={addAll}>
          {t('betting.express.add_all')}
        </button>
      </div>
    </section>
  );
}
