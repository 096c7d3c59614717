import type { Translate } from '@betfront/remote-kit';
import styles from './results.module.css';

export interface GameRow {
  id: number;
  time: string;
  home: string;
  away: string;
  score: string;
  periods: string;
}

export interface GameGroup {
  key: string;
  caption: string;
  rows: GameRow[];
}

/** Rows grouped by championship, in the order their first game comes. */
export function groupRows<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  captionOf: (item: T) => string,
  rowOf: (item: T) => GameRow,
): GameGroup[] {
  const groups = new Map<string, GameGroup>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key) ?? { key, caption: captionOf(item), rows: [] };
    group.rows.push(rowOf(item));
    groups.set(key, group);
  }
  return [...groups.values()];
}

interface GamesTableProps {
  group: GameGroup;
  timeLabel: string;
  t: Translate;
}

export function GamesTable({ group, timeLabel, t }: GamesTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{group.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.time}>
            {timeLabel}
          </th>
          <th scope="col">{t('results.column.match')}</th>
          <th scope="col" className={styles.score}>
            {t('results.column.score')}
          </th>
          <th scope="col" className={styles.periods}>
            {t('results.column.periods')}
          </th>
        </tr>
      </thead>
      <tbody>
        {group.rows.map((row) => (
          <tr key={row.id}>
            <td className={styles.time}>{row.time}</td>
            <th scope="row" className={styles.match}>
              {`${row.home} — ${row.away}`}
            </th>
            <td className={styles.score}>{row.score}</td>
            <td className={styles.periods}>{row.periods}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
