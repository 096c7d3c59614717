import type { Lottery } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';
import { lottoMoney } from './lotto-format';
import styles from './lotto.module.css';

/** What one combination wins by matched numbers, highest first. */
export function PrizeTable({ lottery, t }: { lottery: Lottery; t: Translate }) {
  return (
    <table className={styles.prizes}>
      <caption>{t('lotto.prizes.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lotto.prizes.matches')}</th>
          <th scope="col">{t('lotto.prizes.win')}</th>
        </tr>
      </thead>
      <tbody>
        {[...lottery.prizes].reverse().map((prize) => (
          <tr key={prize.matches}>
            <td>{t('lotto.prizes.matches_of', { matches: prize.matches, pick: lottery.pickCount })}</td>
            <td>
              {lottoMoney(prize.amount, lottery.currencyIso)} <span className={styles.muted}>×{prize.multiplier}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
