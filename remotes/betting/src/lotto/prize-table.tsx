import type { Lottery } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';
import { lottoMoney } from './lotto-format';
import styles from './lotto.module.css';

function captionOf(lottery: Lottery, spots: number, t: Translate): string {
  if (lottery.kind === 'keno') return t('lotto.prizes.caption_keno', { spots });
  if (lottery.kind === 'bingo') return t('lotto.bingo.caption');
  return t('lotto.prizes.caption');
}

/**
 * What one combination wins by matched numbers, highest first; in keno, what a ticket of `spots` numbers wins by
 * numbers drawn.
 */
export function PrizeTable({ lottery, spots, t }: { lottery: Lottery; spots: number; t: Translate }) {
  const isKeno = lottery.kind === 'keno';
  const lines = lottery.prizes.filter((prize) => !isKeno || prize.spots === spots);
  return (
    <table className={styles.prizes}>
      <caption>{captionOf(lottery, spots, t)}</caption>
      <thead>
        <tr>
          <th scope="col">{lottery.kind === 'bingo' ? t('lotto.bingo.lines_heading') : t('lotto.prizes.matches')}</th>
          <th scope="col">{t('lotto.prizes.win')}</th>
        </tr>
      </thead>
      <tbody>
        {[...lines].reverse().map((prize) => (
          <tr key={prize.matches}>
            <td>
              {lottery.kind === 'bingo'
                ? t('lotto.bingo.lines_at_least', { lines: prize.matches })
                : t('lotto.prizes.matches_of', { matches: prize.matches, pick: prize.spots ?? lottery.pickCount })}
            </td>
            <td>
              {lottoMoney(prize.amount, lottery.currencyIso)} <span className={styles.muted}>×{prize.multiplier}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
