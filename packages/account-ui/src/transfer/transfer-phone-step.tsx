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
import { useForm } from '../forms';
import { sendTransferCode, transferCodeRequest } from './transfer-calls';
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
  // A captcha answer is checked once, right or wrong: the next try needs a new picture.
  const form = useForm(transferErrorKey, t, () => {
    setAnswer('');
    captcha.reload();
  });
  const phoneLabel = t('transfer.field.phone');
  const phoneError = validatePhone(phone, masks);
  const captchaValue = captchaAnswerOf(captcha, answer);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (phoneError || captchaValue === null) return;
    const sent = await form.submit(transferCodeRequest(phone, captchaValue, lng === 'en' ? 'en' : 'ru'), (body) =>
      sendTransferCode(partner, body).then(
        (retryAfter) => ({ retryAfter, wasAlreadySent: false }),
        (error: unknown) => {
          const retryAfter = retryAfterOf(error);
          if (retryAfter === null) throw error;
          return { retryAfter, wasAlreadySent: true };
        },
      ),
    );
    if (sent) onCodeSent(sent.retryAfter, sent.wasAlreadySent);
  };

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.hint}>{t('transfer.intro')}</p>
      <PhoneField
        id={`${idPrefix}-phone`}
        label={phoneLabel}
        value={phone}
        onChange={onPhoneChange}
        t={t}
        error={checked && phoneError ? t(phoneError) : form.fieldError('phone', phoneLabel)}
      />
      <CaptchaFields
        id={`${idPrefix}-captcha`}
        t={t}
        captcha={captcha}
        answer={answer}
        onAnswerChange={setAnswer}
        error={checked && captchaValue === null ? t('transfer.error.captcha_required') : undefined}
      />
      <FormAlert t={t} errorKey={form.errorKey} />
      <button type="submit" className={styles.primary} disabled={form.pending} aria-busy={form.pending}>
        {t('transfer.send_code')}
      </button>
    </HydratedForm>
  );
}
