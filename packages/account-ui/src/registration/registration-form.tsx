import type { RegistrationChoices, SocialErrorCode } from '@betfront/contract/registration';
import type { Translate } from '@betfront/remote-kit';
import type { ComponentType } from 'react';
import { useHydrated } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { continueAfterRegistration } from './after-registration';
import { EmailForm } from './email-form';
import { FormAlert } from './form-alert';
import { OneClickForm } from './one-click-form';
import { PhoneForm } from './phone-form';
import { countRegistrationAttempt } from './registration-attempts';
import { registrationOptionsQuery } from './registration-options-query';
import { SocialForm } from './social-form';
import type { TypeFormProps } from './type-form-props';
import styles from './registration.module.css';
import { useRegistrationSteps } from './use-registration-steps';

export type RegistrationTab = 'one_click' | 'phone' | 'full' | 'social';

export interface RegistrationFormProps {
  lng: string;
  t: Translate;
  /** The registration page or the popup the shell opens; both hold the four types. */
  variant: 'page' | 'popup';
  /** Where the form shows, for analytics, when it is not where its variant says: the sidebar's widget. */
  place?: 'sidebar';
  /** Called once the player is registered, before the page moves on (the popup closes itself). */
  onDone?: () => void;
  initialTab?: RegistrationTab;
  /** Why the last social round trip failed (`?error=` of the social registration page). */
  socialError?: SocialErrorCode | null;
}

const FORMS: Record<Exclude<RegistrationTab, 'social'>, ComponentType<TypeFormProps>> = {
  one_click: OneClickForm,
  phone: PhoneForm,
  full: EmailForm,
};

/** Registration in one click, by phone, by e-mail or through a social network, each with currency, country and bonus. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { lng, t, variant, onDone, initialTab, socialError = null } = props;
  const idPrefix = useId();
  const isHydrated = useHydrated();
  const read = useQuery(registrationOptionsQuery(lng));
  const [tab, setTab] = useState<RegistrationTab>(initialTab ?? 'one_click');
  const [chosen, setChoices] = useState<RegistrationChoices | null>(null);
  const recordStep = useRegistrationSteps(props.place ?? variant, tab);

  useEffect(() => {
    countRegistrationAttempt();
  }, [lng]);

  const options = isHydrated ? read.data : undefined;
  if (!options) {
    if (isHydrated && read.isError) return <FormAlert t={t} errorKey="registration.error.generic" />;
    return (
      <p role="status" className={styles.hint}>
        {t('registration.loading')}
      </p>
    );
  }
  const choices = chosen ?? {
    currency_id: options.default_currency_id,
    country_id: options.default_country_id,
    bonus_choice: 0,
  };
  if (!options.available) {
    return (
      <p role="status" className={styles.notice}>
        {t('registration.unavailable')}
      </p>
    );
  }

  const tabs: RegistrationTab[] = options.social
    ? ['one_click', 'phone', 'full', 'social']
    : ['one_click', 'phone', 'full'];
  const shown = tabs.includes(tab) ? tab : 'one_click';
  const onRegistered = (redirectTo: string | null) => {
    recordStep('success');
    onDone?.();
    continueAfterRegistration(redirectTo);
  };
  const formProps: TypeFormProps = {
    idPrefix: `${idPrefix}-${shown}`,
    lng,
    t,
    options,
    choices,
    onChoicesChange: setChoices,
    onRegistered,
    recordStep,
  };
  const TypeForm = shown === 'social' ? null : FORMS[shown];

  return (
    <div className={styles.registration} data-variant={variant}>
      {options.demo_balance && (
        <p className={styles.hint}>{t('registration.demo_balance', { amount: options.demo_balance })}</p>
      )}
      <div role="tablist" aria-label={t('registration.types')} className={styles.tabs}>
        {tabs.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${type}`}
            aria-selected={type === shown}
            aria-controls={`${idPrefix}-panel`}
            className={styles.tab}
            onClick={() => setTab(type)}
          >
            {t(`registration.type.${type}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${shown}`}>
        {TypeForm ? (
          <TypeForm key={shown} {...formProps} />
        ) : (
          <SocialForm {...formProps} errorKey={socialError && `registration.social.error.${socialError}`} />
        )}
      </div>
    </div>
  );
}
