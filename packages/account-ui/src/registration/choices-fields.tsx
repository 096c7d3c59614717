import type { BonusChoice, RegistrationChoices, RegistrationOptions } from '@betfront/contract/registration';
import { BONUS_CHOICES } from '@betfront/contract/registration';
import type { Translate } from '@betfront/remote-kit';
import { formStyles } from '../forms';
import styles from './registration.module.css';

interface ChoicesFieldsProps {
  idPrefix: string;
  options: RegistrationOptions;
  choices: RegistrationChoices;
  onChange(choices: RegistrationChoices): void;
  t: Translate;
}

/** What every registration type asks: the currency, the country and the bonus. */
export function ChoicesFields({ idPrefix, options, choices, onChange, t }: ChoicesFieldsProps) {
  return (
    <>
      <div className={styles.pair}>
        <div className={formStyles.field}>
          <label htmlFor={`${idPrefix}-currency`} className={formStyles.label}>
            {t('registration.field.currency')}
          </label>
          <select
            id={`${idPrefix}-currency`}
            className={formStyles.input}
            value={choices.currency_id}
            onChange={(event) => onChange({ ...choices, currency_id: Number(event.target.value) })}
          >
            {options.currencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.iso} — {currency.name}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${idPrefix}-country`} className={formStyles.label}>
            {t('registration.field.country')}
          </label>
          <select
            id={`${idPrefix}-country`}
            className={formStyles.input}
            value={choices.country_id}
            onChange={(event) => onChange({ ...choices, country_id: Number(event.target.value) })}
          >
            {options.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('registration.field.bonus')}</legend>
        <div className={styles.bonuses}>
          {BONUS_CHOICES.map((bonus: BonusChoice) => (
            <label key={bonus} className={styles.bonus}>
              <input
                type="radio"
                name={`${idPrefix}-bonus`}
                value={bonus}
                checked={choices.bonus_choice === bonus}
                onChange={() => onChange({ ...choices, bonus_choice: bonus })}
              />
              {t(`registration.bonus.${bonus}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
