import { useId } from 'react';
import styles from './search-form.module.css';

interface SearchFormProps {
  /** The page the words are sent to, as `?q=`. */
  action: string;
  query: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}

/** A plain GET search form: works before hydration, and the page reads `q` back from the URL. */
export function SearchForm({ action, query, label, placeholder, submitLabel }: SearchFormProps) {
  const inputId = useId();
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={100}
        placeholder={placeholder}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {submitLabel}
      </button>
    </form>
  );
}
