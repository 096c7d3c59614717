import { ChoicesFields } from './choices-fields';
import { FormAlert } from './form-alert';
import { socialStartPath } from './registration-calls';
import type { TypeFormProps } from './type-form-props';
import styles from './registration.module.css';

/** Social: the player leaves for the OAuth 2 provider and comes back registered and logged in. */
export function SocialForm({
  idPrefix,
  lng,
  t,
  options,
  choices,
  onChoicesChange,
  errorKey,
}: TypeFormProps & { errorKey: string | null }) {
  const providerName = options.social?.provider_name ?? '';
  return (
    <div className={styles.form}>
      <ChoicesFields idPrefix={idPrefix} options={options} choices={choices} onChange={onChoicesChange} t={t} />
      <FormAlert t={t} errorKey={errorKey} />
      <a className={styles.primary} href={socialStartPath(choices, lng)}>
        {t('registration.social.continue', { provider: providerName })}
      </a>
    </div>
  );
}
