import { useId } from 'react';
import { betStatusLabel } from '@betfront/bet-views';
import type { Translate } from '@betfront/remote-kit';
import type { HistoryFilter } from './history-filter';
import styles from './history.module.css';

const STATUS_IDS = [-2, -1, 0, 1, 2, 3, 4, 5, 6] as const;

interface HistoryFiltersProps {
  action: string;
  filter: HistoryFilter;
  /** Reads the office's texts and those of the `bets` dictionary. */
  t: Translate;
}

/** A plain form: the chosen dates and status go into the page's query, so a filtered page can be shared. */
export function HistoryFilters({ action, filter, t }: HistoryFiltersProps) {
  const id = useId();
  return (
    <form method="get" action={action} className={styles.filters} aria-label={t('office.history.filters')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('office.history.from')}</label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={filter.from ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('office.history.to')}</label>
        <input id={`${id}-to`} type="date" name="to" defaultValue={filter.to ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>{t('office.history.status')}</label>
        <select id={`${id}-status`} name="statusId" defaultValue={filter.statusId ?? ''}>
          <option value="">{t('office.history.status_all')}</option>
          {STATUS_IDS.map((statusId) => (
            <option key={statusId} value={statusId}>
              {betStatusLabel(t, statusId)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        {t('office.history.submit')}
      </button>
    </form>
  );
}
