import { useId } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { DateField } from '@betfront/ui';
import styles from './results.module.css';

interface DateFilterProps {
  path: string;
  lng: string;
  date: string;
  /** The filter the page keeps when the day changes: the sport, or the game zone's game. */
  keep: Partial<Record<'sportId' | 'gameId', number | null>>;
  t: Translate;
}

/** A plain form: choosing a day loads the page again, so the server renders that day's results. */
export function DateFilter({ path, lng, date, keep, t }: DateFilterProps) {
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
      {Object.entries(keep).map(([name, value]) =>
        value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <button type="submit" className={styles.button}>
        {t('results.date.submit')}
      </button>
    </form>
  );
}
