import { activationBodySchema } from '@betfront/contract/registration';
import { HydratedForm } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { continueAfterRegistration } from './after-registration';
import { FormAlert } from './form-alert';
import { emailErrorKey } from './password-error';
import { activateRegistration } from './registration-calls';
import { CodeField, TextField, useForm } from '../forms';
import styles from './registration.module.css';
import { registrationErrorKey } from './error-key';

export interface ActivationFormProps {
  t: Translate;
  /** The e-mail the letter went to, when the page knows it. */
  initialEmail?: string;
}

/** Activation with the e-mail and the six-digit code from the letter; the account opens and the player is in. */
export function ActivationForm({ t, initialEmail = '' }: ActivationFormProps) {
  const idPrefix = useId();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; code?: string | null }>({});
  const { pending: busy, errorKey, submit: send, fieldError } = useForm(registrationErrorKey, t);
  const emailLabel = t('registration.field.email');
  const codeLabel = t('registration.field.email_code');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: emailErrorKey(email),
      code: /^\d{6}$/.test(code.trim()) ? null : 'registration.error.code',
    };
    setErrors(found);
    if (found.email || found.code) return;
    const body = { email, code: code.trim() };
    const answer = await send({ schema: activationBodySchema, body }, activateRegistration);
    if (answer) continueAfterRegistration(answer.redirect_to);
  };
  return (
    <HydratedForm className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={`${idPrefix}-email`}
        label={emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email ? t(errors.email) : fieldError('email', emailLabel)}
      />
      <CodeField
        id={`${idPrefix}-code`}
        label={codeLabel}
        value={code}
        onChange={setCode}
        error={errors.code ? t(errors.code) : fieldError('code', codeLabel)}
      />
      <FormAlert t={t} errorKey={errorKey} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('registration.activate.submit')}
      </button>
    </HydratedForm>
  );
}
