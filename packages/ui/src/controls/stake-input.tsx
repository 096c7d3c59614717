import { useId } from 'react';
import styles from './controls.module.css';

interface StakeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  /** Amounts a chip adds to the stake, as exact decimal strings. */
  quickStakes: readonly string[];
  /** The "Max" chip: sets the stake to this amount. */
  max?: { label: string; amount: string };
  error?: string;
  /** − and + buttons in the field that move the stake by a step. */
  step?: { decreaseLabel: string; increaseLabel: string; onStep: (direction: 1 | -1) => void };
}

/** Adds two decimal amounts exactly, in hundredths. */
function addAmounts(a: string, b: string): string {
  const cents = (text: string) => {
    const [whole = '0', fraction = ''] = text.trim().split('.');
    return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  };
  const valid = /^\d*(\.\d{0,2})?$/;
  const sum = (valid.test(a.trim()) ? cents(a) : 0n) + cents(b);
  const fraction = sum % 100n;
  return fraction === 0n ? String(sum / 100n) : `${sum / 100n}.${String(fraction).padStart(2, '0')}`;
}

/** A stake with its currency and chips that add a round amount (+10, +50, +100) or put the maximum. */
export function StakeInput({ label, value, onChange, currency, quickStakes, max, error, step }: StakeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <div className={styles.stakeField} data-invalid={error ? true : undefined}>
        {step && (
          <button
            type="button"
            className={styles.stakeStep}
            aria-label={step.decreaseLabel}
            onClick={() => step.onStep(-1)}
          >
            −
          </button>
        )}
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className={styles.currency}>{currency}</span>
        {step && (
          <button
            type="button"
            className={styles.stakeStep}
            aria-label={step.increaseLabel}
            onClick={() => step.onStep(1)}
          >
            +
          </button>
        )}
      </div>
      <div className={styles.chips}>
        {quickStakes.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.chip}
            onClick={() => onChange(addAmounts(value, amount))}
          >
            +{amount}
          </button>
        ))}
        {max && (
          <button type="button" className={styles.chip} onClick={() => onChange(max.amount)}>
            {max.label}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.stakeError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
