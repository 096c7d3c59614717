import type { Translate } from '@betfront/remote-kit';
import { useId, useState } from 'react';
import { useCountdown } from '../login/use-countdown';
import { ModalDialog } from '../phone/modal-dialog';
import type { PhoneValue } from '../phone/phone-value';
import { TransferCodeStep } from './transfer-code-step';
import type { TransferredAccount } from './transfer-code-step';
import { TransferDone } from './transfer-done';
import { TransferPhoneStep } from './transfer-phone-step';

export interface TransferUserDialogProps {
  lng: string;
  t: Translate;
  /** The partner site the account moves from. */
  partner: string;
  onClose(): void;
  /** The account is open and logged in: the page is shown again as the player's. */
  onSessionStarted(): void;
}

type Step =
  { name: 'phone' } | { name: 'code'; wasAlreadySent: boolean } | { name: 'done'; account: TransferredAccount };

/**
 * A partner's player moves their account here: the phone and a captcha, the code sent to it, then the new
 * account's number and password.
 */
export function TransferUserDialog({ lng, t, partner, onClose, onSessionStarted }: TransferUserDialogProps) {
  const idPrefix = useId();
  const [phone, setPhone] = useState<PhoneValue>({ telCode: '7', number: '' });
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [resendIn, startResendCountdown] = useCountdown();

  const onCodeSent = (retryAfter: number, wasAlreadySent: boolean) => {
    startResendCountdown(retryAfter);
    setStep({ name: 'code', wasAlreadySent });
  };

  return (
    <ModalDialog
      title={t(step.name === 'done' ? 'transfer.done.title' : 'transfer.title')}
      closeLabel={t('login.close')}
      layout="form"
      onClose={step.name === 'done' ? onSessionStarted : onClose}
    >
      {step.name === 'phone' && (
        <TransferPhoneStep
          idPrefix={idPrefix}
          lng={lng}
          t={t}
          partner={partner}
          phone={phone}
          onPhoneChange={setPhone}
          onCodeSent={onCodeSent}
        />
      )}
      {step.name === 'code' && (
        <TransferCodeStep
          idPrefix={idPrefix}
          t={t}
          partner={partner}
          phone={phone}
          wasAlreadySent={step.wasAlreadySent}
          resendIn={resendIn}
          onResend={() => setStep({ name: 'phone' })}
          onOpened={(account) => setStep({ name: 'done', account })}
        />
      )}
      {step.name === 'done' && <TransferDone t={t} account={step.account} onContinue={onSessionStarted} />}
    </ModalDialog>
  );
}
