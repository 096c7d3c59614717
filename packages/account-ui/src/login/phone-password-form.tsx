import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { PhoneField } from '../phone/phone-field';
import { usePhoneData } from '../phone/use-phone-data';
import { validatePhone } from '../phone/validate-phone';
import { FormError } from './form-error';
import { loginWithPhone, phoneLogin } from './login-calls';
import { loginErrorKey } from './login-error-key';
import { SubmitRow } from './submit-row';
import { PasswordField, useForm } from '../forms';
import type { VariantFormProps } from './variant-form-props';
import styles from './login-form.module.css';

/** phone_password: the phone with its country, and the password. */
export function PhonePasswordForm({ t, state, update, onAnswer, onFailure }: VariantFormProps) {
  const id = useId();
  const form = useForm(loginErrorKey, t, onFailure);
  const phoneLabel = t('login.phone_label');
  const passwordLabel = t('login.password_label');
  const { masks } = usePhoneData();
  const [checked, setChecked] = useState(false);
  const phoneErrorKey = validatePhone(state.phone, masks);
  const passwordMissing = state.phonePassword === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (phoneErrorKey || passwordMissing) return;
    const answer = await form.submit(phoneLogin(state.phone, state.phonePassword, state.remember), loginWithPhone);
    if (answer) onAnswer(answer);
  };

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
      <PhoneField
        id={`${id}-phone`}
        label={phoneLabel}
        value={state.phone}
        onChange={(phone) => update({ phone })}
        t={t}
        error={checked && phoneErrorKey ? t(phoneErrorKey) : form.fieldError('phone_number', phoneLabel)}
      />
      <PasswordField
        t={t}
        id={`${id}-password`}
        label={passwordLabel}
        value={state.phonePassword}
        onChange={(phonePassword) => update({ phonePassword })}
        error={checked && passwordMissing ? t('login.error.required') : form.fieldError('uPassword', passwordLabel)}
        autoComplete="current-password"
      />
      <FormError t={t} errorKey={form.errorKey} />
      <SubmitRow
        t={t}
        remember={state.remember}
        onRememberChange={(remember) => update({ remember })}
        busy={form.pending}
      />
    </HydratedForm>
  );
}
