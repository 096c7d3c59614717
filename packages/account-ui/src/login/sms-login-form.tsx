import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { PhoneField } from '../phone/phone-field';
import type { PhoneValue } from '../phone/phone-value';
import { usePhoneData } from '../phone/use-phone-data';
import { validatePhone } from '../phone/validate-phone';
import { FormError } from './form-error';
import { loginWithSms, sendSmsCode, smsCodeRequest, smsLogin } from './login-calls';
import { loginErrorKey } from './login-error-key';
import { SubmitRow } from './submit-row';
import { CodeField, useForm } from '../forms';
import { useCountdown } from './use-countdown';
import type { VariantFormProps } from './variant-form-props';
import styles from './login-form.module.css';

const SMS_CODE_KEYS = { invalid_code: 'login.error.sms_code', invalid_credentials: 'login.error.sms_code' };
const smsCodeErrorKey = (error: unknown) => loginErrorKey(error, SMS_CODE_KEYS);
const SMS_CODE = /^\d{6}$/;

/** sms: the phone, then the six-digit code sent to it; another code once `retry_after` has run out. */
export function SmsLoginForm({ t, state, update, onAnswer, onFailure }: VariantFormProps) {
  const id = useId();
  const call = useForm(loginErrorKey, t, onFailure);
  const phoneLabel = t('login.phone_label');
  const codeLabel = t('login.sms.code_label');
  const { masks } = usePhoneData();
  const [sentTo, setSentTo] = useState<PhoneValue | null>(null);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [resendIn, startResendCountdown] = useCountdown();
  const phoneErrorKey = validatePhone(state.phoneBySms, masks);

  const send = async (phone: PhoneValue) => {
    const retryAfter = await call.submit(smsCodeRequest(phone), sendSmsCode);
    if (retryAfter === null) return;
    setSentTo(phone);
    startResendCountdown(retryAfter);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (sentTo === null) {
      if (!phoneErrorKey) await send(state.phoneBySms);
      return;
    }
    if (!SMS_CODE.test(code)) return;
    const answer = await call.submit(smsLogin(sentTo, code, state.remember), loginWithSms, smsCodeErrorKey);
    if (answer) onAnswer(answer);
  };

  if (sentTo === null) {
    return (
      <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
        <PhoneField
          id={`${id}-phone`}
          label={phoneLabel}
          value={state.phoneBySms}
          onChange={(phoneBySms) => update({ phoneBySms })}
          t={t}
          error={checked && phoneErrorKey ? t(phoneErrorKey) : call.fieldError('phone-number', phoneLabel)}
        />
        <FormError t={t} errorKey={call.errorKey} />
        <button type="submit" className={styles.primary} disabled={call.pending} aria-busy={call.pending}>
          {t('login.sms.send')}
        </button>
      </HydratedForm>
    );
  }

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('login.sms.sent', { phone: `${sentTo.telCode}${sentTo.number}` })}</p>
      <CodeField
        id={`${id}-code`}
        label={codeLabel}
        value={code}
        onChange={setCode}
        error={
          checked && !SMS_CODE.test(code) ? t('login.error.sms_code_format') : call.fieldError('sms-code', codeLabel)
        }
      />
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          disabled={resendIn > 0 || call.pending}
          onClick={() => void send(sentTo)}
        >
          {resendIn > 0 ? t('login.sms.resend_in', { seconds: resendIn }) : t('login.sms.resend')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setSentTo(null);
            setCode('');
            setChecked(false);
            call.setErrorKey(null);
          }}
        >
          {t('login.sms.change_phone')}
        </button>
      </div>
      <FormError t={t} errorKey={call.errorKey} />
      <SubmitRow
        t={t}
        remember={state.remember}
        onRememberChange={(remember) => update({ remember })}
        busy={call.pending}
      />
    </HydratedForm>
  );
}
