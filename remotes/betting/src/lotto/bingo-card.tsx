import type { Translate } from '@betfront/remote-kit';
import { VISUALLY_HIDDEN_CLASS } from '@betfront/ui';
import { cardRows } from './bingo-deal';
import styles from './lotto.module.css';

const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;

/** A bingo card; the squares drawn are marked. */
export function BingoCard({
  numbers,
  drawn,
  t,
}: {
  numbers: readonly number[];
  drawn?: ReadonlySet<number>;
  t: Translate;
}) {
  return (
    <table className={styles.bingo}>
      <caption className={VISUALLY_HIDDEN_CLASS}>{t('lotto.bingo.card')}</caption>
      <thead>
        <tr>
          {LETTERS.map((letter) => (
            <th key={letter} scope="col">
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cardRows(numbers).map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((number, column) => (
              <td
                key={LETTERS[column]}
                className={number === null || drawn?.has(number) ? styles.bingoMarked : undefined}
              >
                {number ?? t('lotto.bingo.free')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
