import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { PhoneField } from '../phone/phone-field';
import { usePhoneData } from '../phone/use-phone-data';
import { validatePhone } from '../phone/validate-phone';
import { FormError } from './form-error';
import { loginWithPhone } from './login-calls';
import { SubmitRow } from './submit-row';
import { PasswordField } from '../forms';
import { useLoginCall } from './use-login-call';
import type { VariantFormProps } from './variant-form-props';
import styles from './login-form.module.css';

/** phone_password: the phone with its country, and the password. */
export function PhonePasswordForm({ t, state, update, onAnswer, onFailure }: VariantFormProps) {
  const id = useId();
  const call = useLoginCall(onFailure);
  const { masks } = usePhoneData();
  const [checked, setChecked] = useState(false);
  const phoneErrorKey = validatePhone(state.phone, masks);
  const passwordMissing = state.phonePassword === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (phoneErrorKey || passwordMissing) return;
    const answer = await call.run(() => loginWithPhone(state.phone, state.phonePassword, state.remember));
    if (answer) onAnswer(answer);
  };

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
      <PhoneField
        id={`${id}-phone`}
        label={t('login.phone_label')}
        value={state.phone}
        onChange={(phone) => update({ phone })}
        t={t}
        {...(checked && phoneErrorKey ? { error: t(phoneErrorKey) } : {})}
      />
      <PasswordField
        t={t}
        id={`${id}-password`}
        label={t('login.password_label')}
        value={state.phonePassword}
        onChange={(phonePassword) => update({ phonePassword })}
        error={checked && passwordMissing ? t('login.error.required') : undefined}
        autoComplete="current-password"
      />
      <FormError t={t} errorKey={call.errorKey} />
      <SubmitRow
        t={t}
        remember={state.remember}
        onRememberChange={(remember) => update({ remember })}
        busy={call.busy}
      />
    </HydratedForm>
  );
}
