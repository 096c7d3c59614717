import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { FormError } from './form-error';
import { loginWithPassword, passwordLogin } from './login-calls';
import { loginErrorKey } from './login-error-key';
import { SubmitRow } from './submit-row';
import { PasswordField, TextField, useForm } from '../forms';
import type { VariantFormProps } from './variant-form-props';
import styles from './login-form.module.css';

/** login_password: a login name, an e-mail or a user id, and the password. */
export function PasswordLoginForm({ t, state, update, onAnswer, onFailure }: VariantFormProps) {
  const id = useId();
  const form = useForm(loginErrorKey, t, onFailure);
  const loginLabel = t('login.login_label');
  const passwordLabel = t('login.password_label');
  const [checked, setChecked] = useState(false);
  const loginError =
    checked && state.login.trim() === '' ? t('login.error.required') : form.fieldError('uLogin', loginLabel);
  const passwordError =
    checked && state.loginPassword === '' ? t('login.error.required') : form.fieldError('uPassword', passwordLabel);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (state.login.trim() === '' || state.loginPassword === '') return;
    const answer = await form.submit(
      passwordLogin(state.login, state.loginPassword, state.remember),
      loginWithPassword,
    );
    if (answer) onAnswer(answer);
  };

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        id={`${id}-login`}
        label={loginLabel}
        value={state.login}
        onChange={(login) => update({ login })}
        error={loginError}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField
        t={t}
        id={`${id}-password`}
        label={passwordLabel}
        value={state.loginPassword}
        onChange={(loginPassword) => update({ loginPassword })}
        error={passwordError}
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
