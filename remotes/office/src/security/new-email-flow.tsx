import { emailCodeBodySchema } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import { ContactCodeFlow } from './contact-code-flow';
import { invalidInputKey } from './error-key';
import { securityApi } from './security-api';
import { TextField } from '@betfront/account-ui/forms';

/** Binds a new e-mail: the address, then the code sent to it. */
export function NewEmailFlow({ t, lng }: { t: Translate; lng: string }) {
  const [email, setEmail] = useState('');
  const body = { email: email.trim() };
  return (
    <ContactCodeFlow
      t={t}
      targetFields={
        <TextField
          label={t('security.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={setEmail}
        />
      }
      validateTarget={() => invalidInputKey(emailCodeBodySchema, body)}
      send={() => securityApi.sendEmailCode(body)}
      confirm={securityApi.confirmEmail}
      sendLabel={t('security.code.send')}
      doneText={t('security.email.done')}
      after={<a href={`/${lng}/office/security-account`}>{t('security.link.back')}</a>}
    />
  );
}
