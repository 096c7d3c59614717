import { HydratedForm } from '@betfront/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { PhoneField } from '../phone/phone-field';
import type { PhoneValue } from '../phone/phone-value';
import { usePhoneData } from '../phone/use-phone-data';
import { validatePhone } from '../phone/validate-phone';
import { FormError } from './form-error';
import { loginWithSms, sendSmsCode } from './login-calls';
import { SubmitRow } from './submit-row';
import { CodeField } from '../forms';
import { useCountdown } from './use-countdown';
import { useLoginCall } from './use-login-call';
import type { VariantFormProps } from './variant-form-props';
import styles from './login-form.module.css';

const SMS_CODE_KEYS = { invalid_code: 'login.error.sms_code', invalid_credentials: 'login.error.sms_code' };
const SMS_CODE = /^\d{6}$/;

/** sms: the phone, then the six-digit code sent to it; another code once `retry_after` has run out. */
export function SmsLoginForm({ t, state, update, onAnswer, onFailure }: VariantFormProps) {
  const id = useId();
  const call = useLoginCall(onFailure);
  const { masks } = usePhoneData();
  const [sentTo, setSentTo] = useState<PhoneValue | null>(null);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [resendIn, startResendCountdown] = useCountdown();
  const phoneErrorKey = validatePhone(state.phoneBySms, masks);

  const send = async (phone: PhoneValue) => {
    const retryAfter = await call.run(() => sendSmsCode(phone));
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
    const answer = await call.run(() => loginWithSms(sentTo, code, state.remember), SMS_CODE_KEYS);
    if (answer) onAnswer(answer);
  };

  if (sentTo === null) {
    return (
      <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
        <PhoneField
          id={`${id}-phone`}
          label={t('login.phone_label')}
          value={state.phoneBySms}
          onChange={(phoneBySms) => update({ phoneBySms })}
          t={t}
          {...(checked && phoneErrorKey ? { error: t(phoneErrorKey) } : {})}
        />
        <FormError t={t} errorKey={call.errorKey} />
        <button type="submit" className={styles.primary} disabled={call.busy} aria-busy={call.busy}>
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
        label={t('login.sms.code_label')}
        value={code}
        onChange={setCode}
        error={checked && !SMS_CODE.test(code) ? t('login.error.sms_code_format') : undefined}
      />
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          disabled={resendIn > 0 || call.busy}
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
        busy={call.busy}
      />
    </HydratedForm>
  );
}
