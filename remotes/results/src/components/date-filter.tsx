import { useId } from 'react';
import type { Translate } from '@betfront/remote-kit';
import styles from './results.module.css';

interface DateFilterProps {
  path: string;
  date: string;
  sportId: number | null;
  t: Translate;
}

/** A plain form: choosing a day loads the page again, so the server renders that day's results. */
export function DateFilter({ path, date, sportId, t }: DateFilterProps) {
  const inputId = useId();
  return (
    <form method="get" action={path} className={styles.dateForm}>
      <label htmlFor={inputId}>{t('results.date.label')}</label>
      <input id={inputId} type="date" name="date" defaultValue={date} required />
      {sportId !== null && <input type="hidden" name="sportId" value={sportId} />}
      <button type="submit" className={styles.button}>
        {t('results.date.submit')}
      </button>
    </form>
  );
}
