import { HydratedForm } from '@betfront/ui';
import { recoveryCheckBodySchema, recoveryStartBodySchema } from '@betfront/contract/security';
import { track } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { NewPasswordForm } from './new-password-form';
import { recoveryApi } from './recovery-api';
import { recoveryErrorKey, recoveryInputKey } from './recovery-error';
import { CodeField, FormAlert, formStyles, TextField, useForm } from '../forms';
import styles from './recovery.module.css';

export interface ForgotPasswordFlowProps {
  lng: string;
  t: Translate;
  /** Exit or cancel at any step, and the way out after success. */
  onClose(): void;
}

/** The recovery steps: popup (the login), code, approve (the account it unlocks), save, success. */
export type RecoveryStep =
  | { step: 'popup' }
  | { step: 'code'; token: string }
  | { step: 'approve'; token: string; login: string }
  | { step: 'save'; token: string }
  | { step: 'success' };

/**
 * Records each step shown for analytics, and a recovery left before its success as cancelled: by its cancel
 * button (answered with the close that records it) or by closing the popup around it.
 */
function useRecoverySteps(step: RecoveryStep['step'], onClose: () => void): () => void {
  const isOver = useRef(false);
  useEffect(() => {
    if (step === 'success') isOver.current = true;
    track({ name: 'recovery_step', step: step === 'popup' ? 'open' : step });
  }, [step]);
  const cancel = () => {
    if (isOver.current) return;
    isOver.current = true;
    track({ name: 'recovery_step', step: 'cancel' });
  };
  useEffect(() => cancel, []);
  return () => {
    cancel();
    onClose();
  };
}

/**
 * Password recovery. The code goes to the account's e-mail, else its phone; the answer never says whether the
 * login exists, so the code step reads the same for every login.
 */
export function ForgotPasswordFlow({ lng, t, onClose: close }: ForgotPasswordFlowProps) {
  const [state, setState] = useState<RecoveryStep>({ step: 'popup' });
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const { pending, errorKey, setErrorKey, run } = useForm(recoveryErrorKey, t);
  const onClose = useRecoverySteps(state.step, close);

  const cancel = (
    <button type="button" className={formStyles.secondary} onClick={onClose}>
      {t('security.recovery.cancel')}
    </button>
  );

  const start = async (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = recoveryInputKey(recoveryStartBodySchema, { login, lng });
    if (invalid) return setErrorKey(invalid);
    const answer = await run(() => recoveryApi.start(login.trim(), lng));
    if (answer) {
      setCode('');
      setState({ step: 'code', token: answer.token });
    }
  };

  const check = async (event: FormEvent, token: string) => {
    event.preventDefault();
    const invalid = recoveryInputKey(recoveryCheckBodySchema, { token, code });
    if (invalid) return setErrorKey(invalid);
    const answer = await run(() => recoveryApi.check(token, code.trim()));
    if (answer) setState({ step: 'approve', token, login: answer.login });
  };

  switch (state.step) {
    case 'popup':
      return (
        <HydratedForm className={formStyles.form} onSubmit={start} noValidate aria-label={t('security.recovery.title')}>
          <p className={styles.text}>{t('security.recovery.popup_lead')}</p>
          <TextField
            label={t('security.field.recovery_login')}
            autoComplete="username"
            maxLength={254}
            value={login}
            onChange={setLogin}
          />
          <FormAlert text={errorKey && t(errorKey)} />
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={pending}>
              {t('security.recovery.send')}
            </button>
            {cancel}
          </div>
        </HydratedForm>
      );
    case 'code':
      return (
        <HydratedForm
          className={formStyles.form}
          onSubmit={(event) => void check(event, state.token)}
          noValidate
          aria-label={t('security.recovery.title')}
        >
          <p className={styles.text} role="status">
            {t('security.recovery.code_lead')}
          </p>
          <CodeField label={t('security.field.code')} value={code} onChange={setCode} />
          <FormAlert text={errorKey && t(errorKey)} />
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={pending}>
              {t('security.recovery.check')}
            </button>
            <button type="button" className={formStyles.secondary} disabled={pending} onClick={() => void start()}>
              {t('security.code.resend')}
            </button>
            {cancel}
          </div>
        </HydratedForm>
      );
    case 'approve':
      return (
        <div className={formStyles.form}>
          <p className={styles.text} role="status">
            {t('security.recovery.approve_lead', { login: state.login })}
          </p>
          <div className={formStyles.actions}>
            <button
              type="button"
              className={formStyles.button}
              onClick={() => setState({ step: 'save', token: state.token })}
            >
              {t('security.recovery.approve')}
            </button>
            {cancel}
          </div>
        </div>
      );
    case 'save':
      return (
        <NewPasswordForm
          t={t}
          token={state.token}
          onSaved={() => setState({ step: 'success' })}
          extraActions={cancel}
        />
      );
    case 'success':
      return (
        <div className={formStyles.form}>
          <p className={formStyles.success} role="status">
            {t('security.recovery.success')}
          </p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.button} onClick={onClose}>
              {t('security.recovery.done')}
            </button>
          </div>
        </div>
      );
  }
}
