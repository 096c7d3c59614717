import type { Translate } from '@betfront/remote-kit';
import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CodeField, useForm } from '../forms';
import type { PhoneValue } from '../phone/phone-value';
import { FormAlert } from '../registration/form-alert';
import { checkTransferCode, openTransferredAccount } from './transfer-calls';
import { transferErrorKey } from './transfer-errors';
import styles from '../registration/registration.module.css';

const SMS_CODE = /^\d{6}$/;

export interface TransferredAccount {
  id: number;
  password: string;
}

interface TransferCodeStepProps {
  idPrefix: string;
  t: Translate;
  partner: string;
  phone: PhoneValue;
  /** The code was sent less than a minute before the player asked again: the earlier one is still good. */
  wasAlreadySent: boolean;
  resendIn: number;
  onResend(): void;
  onOpened(account: TransferredAccount): void;
}

/** The six-digit code from the SMS: once it is right, the account is opened. */
export function TransferCodeStep(props: TransferCodeStepProps) {
  const { idPrefix, t, partner, phone, wasAlreadySent, resendIn, onResend, onOpened } = props;
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const call = useForm(transferErrorKey, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!SMS_CODE.test(code)) return;
    const account = await call.run(async () => openTransferredAccount(await checkTransferCode(partner, phone, code)));
    if (account) onOpened(account);
  };

  const shownPhone = `+${phone.telCode}\u00a0${phone.number}`;
  return (
    <HydratedForm className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p role="status" className={styles.notice}>
        {t(wasAlreadySent ? 'transfer.code_already_sent' : 'transfer.code_sent', { phone: shownPhone })}
      </p>
      <CodeField
        id={`${idPrefix}-code`}
        label={t('transfer.field.code')}
        value={code}
        onChange={setCode}
        error={checked && !SMS_CODE.test(code) ? t('transfer.error.code_format') : undefined}
      />
      <FormAlert t={t} errorKey={call.errorKey} />
      <button type="submit" className={styles.primary} disabled={call.pending} aria-busy={call.pending}>
        {t('transfer.check_code')}
      </button>
      <button type="button" className={styles.secondary} disabled={resendIn > 0} onClick={onResend}>
        {resendIn > 0 ? t('transfer.resend_in', { seconds: resendIn }) : t('transfer.resend')}
      </button>
    </HydratedForm>
  );
}
