import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { FormError } from './form-error';
import { loginWithPassword } from './login-calls';
import { SubmitRow } from './submit-row';
import { PasswordField, TextField } from '../forms';
import { useLoginCall } from './use-login-call';
import type { VariantFormProps } from './variant-form-props';
import styles from './login-form.module.css';

/** login_password: a login name, an e-mail or a user id, and the password. */
export function PasswordLoginForm({ t, state, update, onAnswer, onFailure }: VariantFormProps) {
  const id = useId();
  const call = useLoginCall(onFailure);
  const [checked, setChecked] = useState(false);
  const loginError = checked && state.login.trim() === '' ? t('login.error.required') : undefined;
  const passwordError = checked && state.loginPassword === '' ? t('login.error.required') : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (state.login.trim() === '' || state.loginPassword === '') return;
    const answer = await call.run(() => loginWithPassword(state.login, state.loginPassword, state.remember));
    if (answer) onAnswer(answer);
  };

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        id={`${id}-login`}
        label={t('login.login_label')}
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
        label={t('login.password_label')}
        value={state.loginPassword}
        onChange={(loginPassword) => update({ loginPassword })}
        error={passwordError}
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
