import type { PhoneValue } from '@betfront/account-ui/phone';
import { PhoneField, usePhoneData, validatePhone } from '@betfront/account-ui/phone';
import type { Translate } from '@betfront/remote-kit';
import { useId, useState } from 'react';
import { ContactCodeFlow } from './contact-code-flow';
import { securityApi } from './security-api';

/** The dialling code a new phone starts with; the country picker changes it. */
const DEFAULT_TEL_CODE = '7';

/** Binds a new phone (or replaces the bound one): the number, then the code sent to it. */
export function NewPhoneFlow({ t, lng }: { t: Translate; lng: string }) {
  const id = useId();
  const [phone, setPhone] = useState<PhoneValue>({ telCode: DEFAULT_TEL_CODE, number: '' });
  const { masks } = usePhoneData(lng);
  return (
    <ContactCodeFlow
      t={t}
      targetFields={
        <PhoneField id={`${id}-phone`} label={t('security.field.phone')} value={phone} onChange={setPhone} t={t} />
      }
      validateTarget={() => validatePhone(phone, masks)}
      send={() => securityApi.sendPhoneCode({ tel_code: phone.telCode, number: phone.number })}
      confirm={securityApi.confirmPhone}
      sendLabel={t('security.code.send')}
      doneText={t('security.phone.done')}
      after={<a href={`/${lng}/office/security`}>{t('security.link.back')}</a>}
    />
  );
}
