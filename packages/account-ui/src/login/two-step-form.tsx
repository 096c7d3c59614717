import { HydratedForm } from '@betfront/ui';
import { isApiError } from '@betfront/api-client';
import type { Translate } from '@betfront/remote-kit';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { FormError } from './form-error';
import { loginWithTwoStepCode, twoStepLogin } from './login-calls';
import { loginErrorKey } from './login-error-key';
import { SubmitRow } from './submit-row';
import { TextField, useForm } from '../forms';
import styles from './login-form.module.css';

/** A 6-digit authenticator code or a backup code (xxxx-xxxx). */
const TWO_STEP_CODE = /^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/i;

interface TwoStepFormProps {
  t: Translate;
  remember: boolean;
  onRememberChange(remember: boolean): void;
  onLoggedIn(userId: number): void;
  onFailure(error: unknown): void;
  /** Back to the form the login started with (also where an expired sign-in goes). */
  onBack(errorKey?: string): void;
}

/** login_password_two_step_code: the second step of an account with two-factor authentication. */
export function TwoStepForm({ t, remember, onRememberChange, onLoggedIn, onFailure, onBack }: TwoStepFormProps) {
  const id = useId();
  const call = useForm(loginErrorKey, t, (error) => {
    onFailure(error);
    if (isApiError(error) && error.code === 'two_step_expired') onBack('login.error.two_step_expired');
  });
  const codeLabel = t('login.two_step.code_label');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const valid = TWO_STEP_CODE.test(code.trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!valid) return;
    const userId = await call.submit(twoStepLogin(code, remember), loginWithTwoStepCode);
    if (userId !== null) onLoggedIn(userId);
  };

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
      <h3 className={styles.subheading}>{t('login.two_step.title')}</h3>
      <p className={styles.note}>{t('login.two_step.lead')}</p>
      <TextField
        id={`${id}-code`}
        label={codeLabel}
        value={code}
        onChange={(typed) => setCode(typed.slice(0, 9))}
        error={checked && !valid ? t('login.error.two_step_code_format') : call.fieldError('code', codeLabel)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormError t={t} errorKey={call.errorKey} />
      <SubmitRow t={t} remember={remember} onRememberChange={onRememberChange} busy={call.pending} />
      <button type="button" className={styles.link} onClick={() => onBack()}>
        {t('login.two_step.back')}
      </button>
    </HydratedForm>
  );
}
