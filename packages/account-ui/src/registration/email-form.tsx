import { emailRegistrationBodySchema } from '@betfront/contract/registration';
import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ChoicesFields } from './choices-fields';
import { FormAlert } from './form-alert';
import { emailErrorKey, passwordErrorKey } from './password-error';
import { registerByEmail, registrationLanguage } from './registration-calls';
import { PasswordField, TextField, useForm } from '../forms';
import type { TypeFormProps } from './type-form-props';
import styles from './registration.module.css';
import { registrationErrorKey } from './error-key';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
  repeat?: string | null;
}

/** By e-mail: the account opens when the player follows the link (or types the code) from the letter. */
export function EmailForm({ idPrefix, lng, t, options, choices, onChoicesChange, recordStep }: TypeFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending: busy, errorKey, submit: send, fieldError } = useForm(registrationErrorKey, t);
  const emailLabel = t('registration.field.email');
  const passwordLabel = t('registration.field.password');

  if (sentTo) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.notice}>
          {t('registration.email.sent', { email: sentTo })}
        </p>
        <a className={styles.secondary} href={`/${lng}/user/activate?email=${encodeURIComponent(sentTo)}`}>
          {t('registration.email.enter_code')}
        </a>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      email: emailErrorKey(email),
      password: passwordErrorKey(password),
      repeat: repeat === password ? null : 'registration.error.repeat',
    };
    setErrors(found);
    if (found.email || found.password || found.repeat) return;
    const body = { ...choices, email, password, lng: registrationLanguage(lng) };
    const answer = await send({ schema: emailRegistrationBodySchema, body }, registerByEmail);
    if (!answer) return;
    setSentTo(answer.email);
    recordStep('code');
  };
  return (
    <HydratedForm className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ChoicesFields idPrefix={idPrefix} options={options} choices={choices} onChange={onChoicesChange} t={t} />
      <TextField
        id={`${idPrefix}-email`}
        label={emailLabel}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email ? t(errors.email) : fieldError('email', emailLabel)}
      />
      <PasswordField
        t={t}
        id={`${idPrefix}-email-password`}
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={t('registration.password_rules')}
        error={errors.password ? t(errors.password) : fieldError('password', passwordLabel)}
      />
      <PasswordField
        t={t}
        id={`${idPrefix}-repeat`}
        label={t('registration.field.repeat_password')}
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat && t(errors.repeat)}
      />
      <FormAlert t={t} errorKey={errorKey} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('registration.submit')}
      </button>
    </HydratedForm>
  );
}
