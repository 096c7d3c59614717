import { phoneCodeBodySchema, phoneRegistrationBodySchema } from '@betfront/contract/registration';
import { HydratedForm } from '@betfront/ui';
import type { PhoneValue } from '@betfront/account-ui/phone';
import { PhoneField, usePhoneData, validatePhone } from '@betfront/account-ui/phone';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ChoicesFields } from './choices-fields';
import { FormAlert } from './form-alert';
import { passwordErrorKey } from './password-error';
import { registerByPhone, registrationLanguage, sendPhoneCode } from './registration-calls';
import { CodeField, PasswordField, useForm } from '../forms';
import type { TypeFormProps } from './type-form-props';
import styles from './registration.module.css';
import { registrationErrorKey } from './error-key';

interface FieldErrors {
  phone?: string | null;
  code?: string | null;
  password?: string | null;
}

/** By phone: a code sent by SMS proves the number; the player chooses the password. */
export function PhoneForm(props: TypeFormProps) {
  const { idPrefix, lng, t, options, choices, onChoicesChange, onRegistered, recordStep } = props;
  const telCodeOfCountry = options.countries.find((country) => country.id === choices.country_id)?.tel_code ?? '7';
  const [phone, setPhone] = useState<PhoneValue>({ telCode: telCodeOfCountry, number: '' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { masks } = usePhoneData(lng);
  const sending = useForm(registrationErrorKey, t);
  const registering = useForm(registrationErrorKey, t);
  const phoneLabel = t('registration.field.phone');
  const codeLabel = t('registration.field.sms_code');
  const passwordLabel = t('registration.field.password');

  const phoneBody = { phone_code: phone.telCode, phone_number: phone.number, lng: registrationLanguage(lng) };
  const sendCode = async () => {
    const phoneError = validatePhone(phone, masks);
    setErrors({ phone: phoneError });
    if (phoneError) return;
    if (!(await sending.submit({ schema: phoneCodeBodySchema, body: phoneBody }, sendPhoneCode))) return;
    setCodeSentTo(`+${phone.telCode} ${phone.number}`);
    recordStep('code');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      phone: validatePhone(phone, masks),
      code: /^\d{6}$/.test(code.trim()) ? null : 'registration.error.code',
      password: passwordErrorKey(password),
    };
    setErrors(found);
    if (found.phone || found.code || found.password) return;
    const body = { ...choices, ...phoneBody, sms_code: code.trim(), password };
    const answer = await registering.submit({ schema: phoneRegistrationBodySchema, body }, registerByPhone);
    if (!answer) return;
    recordStep('approve');
    onRegistered(answer.redirect_to);
  };

  return (
    <HydratedForm className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ChoicesFields idPrefix={idPrefix} options={options} choices={choices} onChange={onChoicesChange} t={t} />
      <PhoneField
        id={`${idPrefix}-phone`}
        label={phoneLabel}
        value={phone}
        onChange={setPhone}
        t={t}
        error={
          errors.phone
            ? t(errors.phone)
            : (sending.fieldError('phone_number', phoneLabel) ?? registering.fieldError('phone_number', phoneLabel))
        }
      />
      <button type="button" className={styles.secondary} disabled={sending.pending} onClick={() => void sendCode()}>
        {t(codeSentTo ? 'registration.phone.resend_code' : 'registration.phone.send_code')}
      </button>
      {codeSentTo && (
        <p role="status" className={styles.notice}>
          {t('registration.phone.code_sent', { phone: codeSentTo })}
        </p>
      )}
      <FormAlert t={t} errorKey={sending.errorKey} />
      <CodeField
        id={`${idPrefix}-code`}
        label={codeLabel}
        value={code}
        onChange={setCode}
        error={errors.code ? t(errors.code) : registering.fieldError('sms_code', codeLabel)}
      />
      <PasswordField
        t={t}
        id={`${idPrefix}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={t('registration.password_rules')}
        error={errors.password ? t(errors.password) : registering.fieldError('password', passwordLabel)}
      />
      <FormAlert t={t} errorKey={registering.errorKey} />
      <button type="submit" className={styles.primary} disabled={registering.pending}>
        {t('registration.submit')}
      </button>
    </HydratedForm>
  );
}
