import { useId } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { DateField } from '@betfront/ui';
import styles from './results.module.css';

interface DateFilterProps {
  path: string;
  lng: string;
  date: string;
  sportId: number | null;
  t: Translate;
}

/** A plain form: choosing a day loads the page again, so the server renders that day's results. */
export function DateFilter({ path, lng, date, sportId, t }: DateFilterProps) {
  const inputId = useId();
  return (
    <form method="get" action={path} className={styles.dateForm}>
      <label htmlFor={inputId}>{t('results.date.label')}</label>
      <DateField
        id={inputId}
        name="date"
        lng={lng}
        defaultValue={date}
        required
        labels={{
          calendar: t('results.date.calendar'),
          placeholder: t('results.date.placeholder'),
          invalid: t('results.date.invalid'),
        }}
      />
      {sportId !== null && <input type="hidden" name="sportId" value={sportId} />}
      <button type="submit" className={styles.button}>
        {t('results.date.submit')}
      </button>
    </form>
  );
}
