import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Translate } from '@betfront/remote-kit';
import styles from './shared.module.css';

interface FilterFormProps {
  /** The list page's own address: the chosen values go into its query, so a filtered page can be shared. */
  action: string;
  label: string;
  t: Translate;
  children: ReactNode;
}

/** A plain GET form: it filters before the page hydrates and after, and the server renders the filtered page. */
export function FilterForm({ action, label, t, children }: FilterFormProps) {
  return (
    <form method="get" action={action} className={styles.filters} aria-label={label}>
      {children}
      <button type="submit" className={styles.button}>
        {t('office.filter.submit')}
      </button>
    </form>
  );
}

export function DateRangeFields({ from, to, t }: { from: string | undefined; to: string | undefined; t: Translate }) {
  const id = useId();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('office.filter.from')}</label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={from ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('office.filter.to')}</label>
        <input id={`${id}-to`} type="date" name="to" defaultValue={to ?? ''} />
      </div>
    </>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  /** The chosen value; '' is the first option, "any". */
  value: string | number | undefined;
  options: readonly { value: string | number; label: string }[];
}

export function SelectField({ name, label, value, options }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
