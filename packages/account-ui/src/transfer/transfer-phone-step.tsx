import type { Translate } from '@betfront/remote-kit';
import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CaptchaFields, captchaAnswerOf, useCaptchaChallenge } from '../login/captcha-challenge';
import { PhoneField } from '../phone/phone-field';
import type { PhoneValue } from '../phone/phone-value';
import { usePhoneData } from '../phone/use-phone-data';
import { validatePhone } from '../phone/validate-phone';
import { FormAlert } from '../registration/form-alert';
import { sendTransferCode } from './transfer-calls';
import { retryAfterOf, transferErrorKey } from './transfer-errors';
import styles from '../registration/registration.module.css';

interface TransferPhoneStepProps {
  idPrefix: string;
  lng: string;
  t: Translate;
  partner: string;
  phone: PhoneValue;
  onPhoneChange(phone: PhoneValue): void;
  /** A code is on its way (or was sent less than a minute ago): the seconds before another may be asked for. */
  onCodeSent(retryAfter: number, wasAlreadySent: boolean): void;
}

/** The phone of the partner's account and a solved captcha: the code goes out by SMS. */
export function TransferPhoneStep({
  idPrefix,
  lng,
  t,
  partner,
  phone,
  onPhoneChange,
  onCodeSent,
}: TransferPhoneStepProps) {
  const { masks } = usePhoneData(lng);
  const captcha = useCaptchaChallenge();
  const [answer, setAnswer] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const phoneError = validatePhone(phone, masks);
  const captchaValue = captchaAnswerOf(captcha, answer);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (phoneError || captchaValue === null) return;
    setPending(true);
    setErrorKey(null);
    try {
      onCodeSent(await sendTransferCode(partner, phone, captchaValue, lng === 'en' ? 'en' : 'ru'), false);
    } catch (error) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== null) {
        onCodeSent(retryAfter, true);
        return;
      }
      // A captcha answer is checked once, right or wrong: the next try needs a new picture.
      setAnswer('');
      captcha.reload();
      setErrorKey(transferErrorKey(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.hint}>{t('transfer.intro')}</p>
      <PhoneField
        id={`${idPrefix}-phone`}
        label={t('transfer.field.phone')}
        value={phone}
        onChange={onPhoneChange}
        t={t}
        {...(checked && phoneError ? { error: t(phoneError) } : {})}
      />
      <CaptchaFields
        id={`${idPrefix}-captcha`}
        t={t}
        captcha={captcha}
        answer={answer}
        onAnswerChange={setAnswer}
        error={checked && captchaValue === null ? t('transfer.error.captcha_required') : undefined}
      />
      <FormAlert t={t} errorKey={errorKey} />
      <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending}>
        {t('transfer.send_code')}
      </button>
    </HydratedForm>
  );
}
