import type { VirtualBet } from '@betfront/contract/virtual';
import type { Translate } from '@betfront/remote-kit';
import { outcomeText, roundTime, virtualMoney } from './virtual-format';
import styles from './virtual.module.css';

function status(bet: VirtualBet, t: Translate): { text: string; tone: 'won' | 'lost' | 'open' } {
  if (bet.payout === null) return { text: t('virtual.bet.open'), tone: 'open' };
  if (bet.payout === '0.00') return { text: t('virtual.bet.lost'), tone: 'lost' };
  return { text: t('virtual.bet.won', { amount: virtualMoney(bet.payout, bet.currencyIso) }), tone: 'won' };
}

/** The player's latest bets on the page's games: open until their round ends, then won (with the payout) or lost. */
export function MyBets({ bets, lng, t }: { bets: readonly VirtualBet[]; lng: string; t: Translate }) {
  if (bets.length === 0) return <p className={styles.muted}>{t('virtual.my_bets.empty')}</p>;
  return (
    <ul className={styles.bets} aria-label={t('virtual.my_bets.heading')}>
      {bets.map((bet) => {
        const { text, tone } = status(bet, t);
        return (
          <li key={bet.id} className={styles.bet} data-testid="virtual-bet" data-status={tone}>
            <span>
              {bet.gameName} · {roundTime(bet.settlesAt, lng)}
              <br />
              {t(`virtual.market.${bet.market}`)}:{' '}
              <strong>{outcomeText(bet.market, { id: bet.outcome, label: bet.outcomeLabel }, t)}</strong> @ {bet.odds}
            </span>
            <span className={styles.betAmounts}>
              {virtualMoney(bet.stake, bet.currencyIso)}
              <br />
              <strong className={styles[tone]}>{text}</strong>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
