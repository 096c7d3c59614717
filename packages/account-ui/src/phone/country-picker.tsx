import type { Translate } from '@betfront/remote-kit';
import type { PhoneCountry } from '@betfront/contract/phone';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { filterCountries } from './filter-countries';
import { ModalDialog } from './modal-dialog';
import styles from './country-picker.module.css';

interface CountryPickerProps {
  countries: readonly PhoneCountry[];
  selectedTelCode: string;
  t: Translate;
  onPick(country: PhoneCountry): void;
  onClose(): void;
}

/** The phone-country picker: a searchable list of countries with their dialling codes. */
export function CountryPicker({ countries, selectedTelCode, t, onPick, onClose }: CountryPickerProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = filterCountries(countries, search);
  // The picker may sit inside a form: Enter picks the first match instead of submitting it.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = shown[0];
    if (first) onPick(first);
  };
  return (
    <ModalDialog
      title={t('login.phone.picker_title')}
      closeLabel={t('login.close')}
      onClose={onClose}
      headerAction={
        <button type="button" className={styles.back} onClick={onClose}>
          ‹ {t('login.phone.picker_back')}
        </button>
      }
    >
      <label htmlFor={searchId} className={styles.searchLabel}>
        {t('login.phone.picker_search')}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      {shown.length === 0 ? (
        <p role="status" className={styles.nothing}>
          {t('login.phone.picker_nothing_found')}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t('login.phone.picker_title')}>
          {shown.map((country) => (
            <li key={country.id}>
              <button
                type="button"
                className={styles.option}
                aria-current={country.tel_code === selectedTelCode ? 'true' : undefined}
                onClick={() => onPick(country)}
              >
                <span>{country.name}</span>
                <span className={styles.code}>
                  {t('login.phone.code_label')} {country.phoneCode}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
