import { useState } from 'react';
import styles from './coupon.module.css';

/** A money amount as the coupon takes it: up to 12 digits and 2 decimal places; a trailing point is dropped. */
export const isAmountText = (text: string): boolean => /^\d{1,12}(\.\d{0,2})?$/.test(text);

interface AmountInputProps {
  label: string;
  value: string;
  onValue(amount: string): void;
}

/** A money field: what the player types stays as typed while focused; the coupon keeps only valid amounts. */
export function AmountInput({ label, value, onValue }: AmountInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      className={styles.input}
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      value={draft ?? value}
      onChange={(event) => {
        const text = event.target.value.replace(',', '.');
        setDraft(text);
        if (isAmountText(text)) onValue(text.endsWith('.') ? text.slice(0, -1) : text);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
