import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { twoFactorDisableBodySchema } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PageBody } from '../page-body';
import { errorKeyOf, invalidInputKey } from './error-key';
import { OverviewGate } from './overview-gate';
import { securityApi } from './security-api';
import styles from './security.module.css';
import { FormAlert, formStyles, FormSuccess, TextField, useForm } from '@betfront/account-ui/forms';
import { TwoFactorSetup } from './two-factor-setup';
import { useSecurityOverview } from './use-security-overview';

/** office.two-factor-auth.enable: the set-up, or the state when two-step sign-in is already on. */
export const TwoFactorEnable: PageBody = ({ ctx, t }) => {
  const { state } = useSecurityOverview();
  const { lng } = ctx;
  return (
    <OverviewGate state={state} t={t}>
      {(overview) =>
        overview.protection_methods.enable_two_factor_auth ? (
          <div className={formStyles.form}>
            <p className={formStyles.success}>
              {t('security.two_factor.is_on', { count: overview.backup_codes_left })}
            </p>
            <a className={BUTTON_CLASS.secondary} href={`/${lng}/office/two-factor-auth/disable`}>
              {t('security.link.disable_two_factor')}
            </a>
          </div>
        ) : (
          <TwoFactorSetup t={t} lng={lng} />
        )
      }
    </OverviewGate>
  );
};

function DisableForm({ t, lng }: { t: Translate; lng: string }) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { pending, errorKey, setErrorKey, run } = useForm(errorKeyOf, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { code: code.trim(), password };
    const invalid = invalidInputKey(twoFactorDisableBodySchema, body);
    if (invalid) return setErrorKey(invalid);
    if (await run(() => securityApi.disableTwoFactor(body))) setDone(true);
  };

  if (done) {
    return (
      <div className={formStyles.form}>
        <FormSuccess text={t('security.two_factor.disabled')} />
        <a href={`/${lng}/office/security`}>{t('security.link.back')}</a>
      </div>
    );
  }
  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('security.field.second_factor_code')}
        hint={t('security.hint.second_factor_code')}
        autoComplete="one-time-code"
        maxLength={9}
        value={code}
        onChange={setCode}
      />
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
          {t('security.two_factor.disable')}
        </button>
      </div>
    </HydratedForm>
  );
}

/** office.two-factor-auth.disable: turns two-step sign-in off with a code and the password. */
export const TwoFactorDisable: PageBody = ({ ctx, t }) => {
  const { state } = useSecurityOverview();
  const { lng } = ctx;
  return (
    <OverviewGate state={state} t={t}>
      {(overview) =>
        overview.protection_methods.enable_two_factor_auth ? (
          <DisableForm t={t} lng={lng} />
        ) : (
          <div className={formStyles.form}>
            <p className={styles.muted}>{t('security.two_factor.is_off')}</p>
            <a className={BUTTON_CLASS.primary} href={`/${lng}/office/two-factor-auth/enable`}>
              {t('security.link.enable_two_factor')}
            </a>
          </div>
        )
      }
    </OverviewGate>
  );
};
