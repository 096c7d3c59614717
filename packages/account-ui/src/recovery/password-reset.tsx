import { BUTTON_CLASS } from '@betfront/ui';
import { passwordResetQuerySchema } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import { NewPasswordForm } from './new-password-form';
import { recoveryApi } from './recovery-api';
import { recoveryErrorKey } from './recovery-error';
import styles from './recovery.module.css';
import { FormAlert, formStyles } from '../forms';

export interface PasswordResetProps {
  lng: string;
  t: Translate;
  /** The query of the reset link from the recovery e-mail: `token` and `code`. */
  query: Readonly<Record<string, string>>;
}

type ResetState =
  | { status: 'checking' }
  | { status: 'ready'; token: string; login: string }
  | { status: 'failed'; errorKey: string }
  | { status: 'saved' };

/** The page the reset link opens: the link's code is checked, then the new password is asked for. */
export function PasswordReset({ lng, t, query }: PasswordResetProps) {
  const link = passwordResetQuerySchema.safeParse({ token: query.token, code: query.code });
  const token = link.data?.token;
  const code = link.data?.code;
  const [checked, setChecked] = useState<ResetState>({ status: 'checking' });
  const state: ResetState = link.success ? checked : { status: 'failed', errorKey: 'security.error.reset_link' };

  useEffect(() => {
    if (token === undefined || code === undefined) return;
    let current = true;
    recoveryApi.check(token, code).then(
      ({ login }) => current && setChecked({ status: 'ready', token, login }),
      (error: unknown) => current && setChecked({ status: 'failed', errorKey: recoveryErrorKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, code]);

  const restart = (
    <a className={BUTTON_CLASS.secondary} href={`/${lng}/user/forgotpassword`}>
      {t('security.recovery.restart')}
    </a>
  );
  switch (state.status) {
    case 'checking':
      return (
        <p className={styles.text} role="status">
          {t('security.loading')}
        </p>
      );
    case 'failed':
      return (
        <div className={formStyles.form}>
          <FormAlert text={t(state.errorKey)} />
          {restart}
        </div>
      );
    case 'ready':
      return (
        <div className={formStyles.form}>
          <p className={styles.text}>{t('security.recovery.reset_lead', { login: state.login })}</p>
          <NewPasswordForm t={t} token={state.token} onSaved={() => setChecked({ status: 'saved' })} />
        </div>
      );
    case 'saved':
      return (
        <div className={formStyles.form}>
          <p className={formStyles.success} role="status">
            {t('security.recovery.success')}
          </p>
          <a href={`/${lng}/user/login`}>{t('security.recovery.to_login')}</a>
        </div>
      );
  }
}
