import type { Translate } from '@betfront/remote-kit';
import styles from './lotto.module.css';

export interface NumberGridProps {
  poolSize: number;
  picked: ReadonlySet<number>;
  /** No more numbers may be picked (the ones picked can still be taken off). */
  isFull: boolean;
  onToggle(number: number): void;
  t: Translate;
}

/** The lottery's numbers as toggle buttons. */
export function NumberGrid({ poolSize, picked, isFull, onToggle, t }: NumberGridProps) {
  return (
    <div role="group" aria-label={t('lotto.grid_label')} className={styles.grid}>
      {Array.from({ length: poolSize }, (_, index) => index + 1).map((number) => {
        const isPicked = picked.has(number);
        return (
          <button
            key={number}
            type="button"
            className={isPicked ? styles.cellPicked : styles.cell}
            aria-pressed={isPicked}
            disabled={!isPicked && isFull}
            onClick={() => onToggle(number)}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
