import { HydratedForm } from '@betfront/ui';
import { emailAuthBodySchema } from '@betfront/contract/security';
import type { SecurityOverview } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PageBody } from '../page-body';
import { errorKeyOf, invalidInputKey } from './error-key';
import { OverviewGate } from './overview-gate';
import { securityApi } from './security-api';
import styles from './security.module.css';
import { FormAlert, formStyles, TextField, useForm } from '@betfront/account-ui/forms';
import { useSecurityOverview } from './use-security-overview';

interface SwitchProps {
  t: Translate;
  enabled: boolean;
  onChanged(overview: SecurityOverview): void;
}

function EmailAuthSwitch({ t, enabled, onChanged }: SwitchProps) {
  const [password, setPassword] = useState('');
  const { pending, errorKey, setErrorKey, run } = useForm(errorKeyOf, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { enabled: !enabled, password };
    const invalid = invalidInputKey(emailAuthBodySchema, body);
    if (invalid) return setErrorKey(invalid);
    const overview = await run(() => securityApi.setEmailAuth(body));
    if (overview) {
      setPassword('');
      onChanged(overview);
    }
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('security.field.current_password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormAlert text={errorKey && t(errorKey)} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={pending}>
          {t(enabled ? 'security.email_auth.turn_off' : 'security.email_auth.turn_on')}
        </button>
      </div>
    </HydratedForm>
  );
}

/** office.security-auth-by-email: a code by e-mail at every sign-in, on or off; it needs a confirmed e-mail. */
export const EmailAuth: PageBody = ({ ctx, t }) => {
  const { state, replace } = useSecurityOverview();
  return (
    <OverviewGate state={state} t={t}>
      {(overview) => {
        const enabled = overview.protection_methods.enable_email_auth;
        const canEnable = overview.email !== null && overview.email_verified;
        return (
          <div className={formStyles.form}>
            <p className={styles.item}>
              <span className={styles.itemText}>{t('security.email_auth.lead')}</span>
              <span className={enabled ? styles.badgeOn : styles.badgeOff}>
                {t(enabled ? 'security.state.on' : 'security.state.off')}
              </span>
            </p>
            {enabled || canEnable ? (
              <EmailAuthSwitch t={t} enabled={enabled} onChanged={replace} />
            ) : (
              <p className={styles.muted}>
                {t('security.email_auth.needs_email')}{' '}
                <a href={`/${ctx.lng}/office/${overview.email === null ? 'email-change' : 'activation-email'}`}>
                  {t(overview.email === null ? 'security.link.add_email' : 'security.link.confirm_email')}
                </a>
              </p>
            )}
          </div>
        );
      }}
    </OverviewGate>
  );
};
