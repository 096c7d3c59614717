import { HydratedForm } from '@betfront/ui';
import type { TwoFactorSetup as Setup } from '@betfront/contract/security';
import { twoFactorEnableBodySchema } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorKeyOf, invalidInputKey } from './error-key';
import { securityApi } from './security-api';
import styles from './security.module.css';
import { CodeField, FormAlert, formStyles, FormSuccess, useForm } from '@betfront/account-ui/forms';

/** Set-up of two-step sign-in: a secret to scan (or type), a code from it, then the backup codes shown once. */
export function TwoFactorSetup({ t, lng }: { t: Translate; lng: string }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const { pending, errorKey, setErrorKey, run } = useForm(errorKeyOf, t);

  const start = async () => {
    const answer = await run(securityApi.setUpTwoFactor);
    if (answer) setSetup(answer);
  };

  const enable = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidInputKey(twoFactorEnableBodySchema, { code });
    if (invalid) return setErrorKey(invalid);
    const answer = await run(() => securityApi.enableTwoFactor(code.trim()));
    if (answer) setBackupCodes(answer.backup_codes);
  };

  if (backupCodes) {
    return (
      <div className={formStyles.form}>
        <FormSuccess text={t('security.two_factor.enabled')} />
        <h2>{t('security.two_factor.backup_title')}</h2>
        <p>{t('security.two_factor.backup_lead')}</p>
        <ul className={styles.codes} aria-label={t('security.two_factor.backup_title')}>
          {backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ul>
        <a href={`/${lng}/office/security`}>{t('security.link.back')}</a>
      </div>
    );
  }
  if (!setup) {
    return (
      <div className={formStyles.form}>
        <p>{t('security.two_factor.intro')}</p>
        <FormAlert text={errorKey && t(errorKey)} />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.button} disabled={pending} onClick={() => void start()}>
            {t('security.two_factor.start')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <HydratedForm className={formStyles.form} onSubmit={enable} noValidate>
      <p>{t('security.two_factor.scan')}</p>
      <img className={styles.qr} src={setup.qr_code} alt={t('security.two_factor.qr_alt')} width={200} height={200} />
      <p className={styles.muted}>{t('security.two_factor.manual')}</p>
      <code className={styles.secret} data-testid="two-factor-secret">
        {setup.secret}
      </code>
      <CodeField label={t('security.field.authenticator_code')} value={code} onChange={setCode} />
      <FormAlert text={errorKey && t(errorKey)} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={pending}>
          {t('security.two_factor.enable')}
        </button>
      </div>
    </HydratedForm>
  );
}
