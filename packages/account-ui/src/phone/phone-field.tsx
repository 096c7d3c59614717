import type { Translate } from '@betfront/remote-kit';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { formStyles } from '../forms';
import { CountryPicker } from './country-picker';
import { applyMask, maxDigits } from './phone-mask';
import type { PhoneValue } from './phone-value';
import { digitsOf } from './phone-value';
import { usePhoneData } from './use-phone-data';
import styles from './phone-field.module.css';

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  t: Translate;
  /** The text of what is wrong with the number, shown under it. */
  error?: string;
}

/** A phone number: the dialling code from the country picker, and the national number written into its mask. */
export function PhoneField({ id, label, value, onChange, t, error }: PhoneFieldProps) {
  const { countries, masks } = usePhoneData();
  const [picking, setPicking] = useState(false);
  const codeMasks = masks.get(value.telCode);
  const mask = codeMasks?.[0]?.Mask;
  const shown = applyMask(value.number, mask);
  const errorId = `${id}-error`;

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    let digits = digitsOf(typed);
    // Deleting a bracket or a dash alone would change nothing: take the digit before it instead.
    if (digits === value.number && typed.length < shown.length) digits = digits.slice(0, -1);
    onChange({ ...value, number: digits.slice(0, maxDigits(codeMasks)) });
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.code}
          aria-haspopup="dialog"
          aria-label={`${t('login.phone.code_label')} +${value.telCode}`}
          onClick={() => setPicking(true)}
        >
          +{value.telCode}
        </button>
        <input
          id={id}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={shown}
          placeholder={mask?.replaceAll('#', '_')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onInput}
        />
      </div>
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
      {picking && (
        <CountryPicker
          countries={countries}
          selectedTelCode={value.telCode}
          t={t}
          onClose={() => setPicking(false)}
          onPick={(country) => {
            setPicking(false);
            onChange({ telCode: country.tel_code, number: value.number });
          }}
        />
      )}
    </div>
  );
}
