import { useId } from 'react';
import type { SportChoice } from './disallow-sports-api';
import styles from './disallow-sports.module.css';

interface SportChecklistProps {
  legend: string;
  /** Prefix of each checkbox's name, e.g. `line` gives `line-1`. */
  name: string;
  sports: readonly SportChoice[];
  checked: ReadonlySet<number>;
  onToggle(sportId: number): void;
}

/** One list of sports to bar, as checkboxes in a fieldset. */
export function SportChecklist({ legend, name, sports, checked, onToggle }: SportChecklistProps) {
  const id = useId();
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {sports.map((sport) => (
          <li key={sport.id}>
            <label className={styles.option} htmlFor={`${id}-${sport.id}`}>
              <input
                id={`${id}-${sport.id}`}
                type="checkbox"
                name={`${name}-${sport.id}`}
                checked={checked.has(sport.id)}
                onChange={() => onToggle(sport.id)}
              />
              {sport.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
