import { FormAlert, formStyles, TextField, useForm } from '@betfront/account-ui/forms';
import type { Translate } from '@betfront/remote-kit';
import { HydratedForm } from '@betfront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { openSecureGrant, secureErrorKeyOf } from './secure-data-api';
import { readSecureDataAgain } from './use-secure-data';

interface SecureDataGateProps {
  /** Two-step authentication is on: the player confirms with its code instead of the password. */
  byCode: boolean;
  t: Translate;
}

/** Asks the password (or the two-step code), opens the 30-minute grant and reads the secure data it opens. */
export function SecureDataGate({ byCode, t }: SecureDataGateProps) {
  const queries = useQueryClient();
  const [secret, setSecret] = useState('');
  const { pending, errorKey, run } = useForm(secureErrorKeyOf, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await openSecureGrant(byCode ? { code: secret.trim() } : { password: secret });
      await readSecureDataAgain(queries);
    });
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} aria-label={t('secure-data.gate.label')} noValidate>
      <p>{t(byCode ? 'secure-data.gate.intro_code' : 'secure-data.gate.intro_password')}</p>
      <TextField
        label={t(byCode ? 'secure-data.gate.code' : 'secure-data.gate.password')}
        type={byCode ? 'text' : 'password'}
        inputMode={byCode ? 'numeric' : undefined}
        autoComplete={byCode ? 'one-time-code' : 'current-password'}
        value={secret}
        onChange={setSecret}
        maxLength={128}
      />
      <FormAlert text={errorKey && t(errorKey)} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={pending || secret.trim() === ''}>
          {t('secure-data.gate.submit')}
        </button>
      </div>
    </HydratedForm>
  );
}
