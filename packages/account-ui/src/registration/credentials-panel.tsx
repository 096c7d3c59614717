import type { Translate } from '@betfront/remote-kit';
import { credentialsEmailBodySchema } from '@betfront/contract/registration';
import { useState } from 'react';
import { CredentialsList } from './credentials-list';
import { FormAlert } from './form-alert';
import { emailErrorKey } from './password-error';
import { emailCredentials } from './registration-calls';
import { credentialsLines, saveCredentialsToFile, saveCredentialsToImage } from './save-credentials';
import { TextField, useForm } from '../forms';
import styles from './registration.module.css';
import { registrationErrorKey } from './error-key';

interface CredentialsPanelProps {
  idPrefix: string;
  t: Translate;
  login: string;
  password: string;
  onContinue(): void;
  /** The player kept the credentials one of the three ways. */
  onKept(): void;
}

/** The generated login and password, shown once, with the three ways to keep them (file, image, e-mail). */
export function CredentialsPanel({ idPrefix, t, login, password, onContinue, onKept }: CredentialsPanelProps) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending: busy, errorKey, setErrorKey, submit: send, fieldError } = useForm(registrationErrorKey, t);
  const lines = credentialsLines(t, login, password);
  const emailLabel = t('registration.credentials.email_label');

  const sendByEmail = async () => {
    const problem = emailErrorKey(email);
    setEmailError(problem);
    if (problem) return;
    if (!(await send({ schema: credentialsEmailBodySchema, body: { email, password } }, emailCredentials))) return;
    setSentTo(email.trim());
    onKept();
  };
  const saveImage = () => saveCredentialsToImage(lines).then(onKept, () => setErrorKey('registration.error.image'));
  const saveFile = () => {
    saveCredentialsToFile(lines);
    onKept();
  };

  return (
    <section className={styles.form} aria-labelledby={`${idPrefix}-credentials`}>
      <h2 id={`${idPrefix}-credentials`} className={styles.label}>
        {t('registration.credentials.title')}
      </h2>
      <p className={styles.hint}>{t('registration.credentials.keep_them')}</p>
      <CredentialsList
        t={t}
        rows={[
          {
            label: t('registration.credentials.login'),
            value: login,
            copyLabel: t('registration.credentials.copy_login'),
            testId: 'registration-login',
          },
          {
            label: t('registration.credentials.password'),
            value: password,
            copyLabel: t('registration.credentials.copy_password'),
            testId: 'registration-password',
          },
        ]}
      />
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={saveFile}>
          {t('registration.credentials.save_file')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => void saveImage()}>
          {t('registration.credentials.save_image')}
        </button>
      </div>
      <div className={styles.row}>
        <TextField
          id={`${idPrefix}-credentials-email`}
          label={emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={emailError ? t(emailError) : fieldError('email', emailLabel)}
        />
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => void sendByEmail()}>
          {t('registration.credentials.send_email')}
        </button>
      </div>
      {sentTo && (
        <p role="status" className={styles.notice}>
          {t('registration.credentials.sent', { email: sentTo })}
        </p>
      )}
      <FormAlert t={t} errorKey={errorKey} />
      <button type="button" className={styles.primary} onClick={onContinue}>
        {t('registration.credentials.continue')}
      </button>
    </section>
  );
}
