import type { Translate } from '@betfront/remote-kit';
import styles from './calculator.module.css';

export interface CalculatorLeg {
  id: number;
  coef: string;
}

interface CalculatorLegsProps {
  legs: readonly CalculatorLeg[];
  canAdd: boolean;
  canRemove: boolean;
  invalidIndex: number | null;
  onChange: (id: number, coef: string) => void;
  onAdd: () => void;
  onRemove: (id: number) => void;
  t: Translate;
}

export function CalculatorLegs({
  legs,
  canAdd,
  canRemove,
  invalidIndex,
  onChange,
  onAdd,
  onRemove,
  t,
}: CalculatorLegsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('info.calculator.events')}</legend>
      <ol className={styles.legs}>
        {legs.map((leg, index) => {
          const label = t('info.calculator.coef_label', { number: index + 1 });
          return (
            <li key={leg.id} className={styles.leg}>
              <label className={styles.field}>
                <span>{label}</span>
                <input
                  className={styles.input}
                  inputMode="decimal"
                  autoComplete="off"
                  value={leg.coef}
                  aria-invalid={invalidIndex === index}
                  onChange={(event) => onChange(leg.id, event.target.value)}
                />
              </label>
              {canRemove && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('info.calculator.remove', { number: index + 1 })}
                  onClick={() => onRemove(leg.id)}
                >
                  ×
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <button type="button" className={styles.add} onClick={onAdd}>
          {t('info.calculator.add')}
        </button>
      )}
    </fieldset>
  );
}
