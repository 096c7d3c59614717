import { publish } from '@betfront/remote-kit';
import { HydratedForm } from '@betfront/ui';
import type { OneClickAnswer } from '@betfront/contract/registration';
import { oneClickBodySchema } from '@betfront/contract/registration';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ChoicesFields } from './choices-fields';
import { CredentialsPanel } from './credentials-panel';
import { FormAlert } from './form-alert';
import { registerOneClick, registrationLanguage } from './registration-calls';
import type { TypeFormProps } from './type-form-props';
import styles from './registration.module.css';
import { registrationErrorKey } from './error-key';
import { useForm } from '../forms';

/** One click: the platform makes the login and password; the player keeps them before going on. */
export function OneClickForm(props: TypeFormProps) {
  const { idPrefix, lng, t, options, choices, onChoicesChange, onRegistered, recordStep } = props;
  const [registered, setRegistered] = useState<OneClickAnswer | null>(null);
  const { pending: busy, errorKey, submit: send } = useForm(registrationErrorKey, t);

  if (registered) {
    return (
      <CredentialsPanel
        idPrefix={idPrefix}
        t={t}
        login={registered.login}
        password={registered.password}
        onContinue={() => onRegistered(registered.redirect_to)}
        onKept={() => recordStep('save')}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...choices, lng: registrationLanguage(lng) };
    const answer = await send({ schema: oneClickBodySchema, body }, registerOneClick);
    if (!answer) return;
    setRegistered(answer);
    recordStep('approve');
    publish('sessionStarted', { userId: answer.user_id });
  };
  return (
    <HydratedForm className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ChoicesFields idPrefix={idPrefix} options={options} choices={choices} onChange={onChoicesChange} t={t} />
      <p className={styles.hint}>{t('registration.one_click.hint')}</p>
      <FormAlert t={t} errorKey={errorKey} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('registration.submit')}
      </button>
    </HydratedForm>
  );
}
