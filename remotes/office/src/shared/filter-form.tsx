import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { DateField } from '@betfront/ui';
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

/** The words of a date field of the office, in the page's language. */
export const dateFieldLabels = (t: Translate) => ({
  calendar: t('office.date.calendar'),
  placeholder: t('office.date.placeholder'),
  invalid: t('office.date.invalid'),
});

interface DateRangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  lng: string;
  t: Translate;
}

/** A period's first and last day, each written in the language's order. */
export function DateRangeFields({ from, to, lng, t }: DateRangeFieldsProps) {
  const id = useId();
  const labels = dateFieldLabels(t);
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('office.filter.from')}</label>
        <DateField id={`${id}-from`} name="from" lng={lng} defaultValue={from ?? ''} labels={labels} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('office.filter.to')}</label>
        <DateField id={`${id}-to`} name="to" lng={lng} defaultValue={to ?? ''} labels={labels} />
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
