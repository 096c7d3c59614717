import { HydratedForm } from '@betfront/ui';
import { CAPTCHA_EXCEPTION_CODES } from '@betfront/contract/auth';
import type { Translate } from '@betfront/remote-kit';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { ModalDialog } from '../phone/modal-dialog';
import { CaptchaFields, captchaAnswerOf, useCaptchaChallenge } from './captcha-challenge';
import styles from './login-form.module.css';

const NOTICE_BY_CODE: Readonly<Record<number, string>> = {
  [CAPTCHA_EXCEPTION_CODES.wrong]: 'login.captcha.wrong',
  [CAPTCHA_EXCEPTION_CODES.expired]: 'login.captcha.expired',
};

interface CaptchaDialogProps {
  t: Translate;
  /** Why the platform asked (100 required, 111 wrong answer, 112 expired, 113 unknown challenge). */
  exceptionCode: number;
  /** The `x-captcha` header value: `<captchaId>:<answer>`. */
  onAnswer(header: string): void;
  onCancel(): void;
}

/** A captcha challenge: the picture, another picture on demand, the time it stays valid, and the answer. */
export function CaptchaDialog({ t, exceptionCode, onAnswer, onCancel }: CaptchaDialogProps) {
  const id = useId();
  const captcha = useCaptchaChallenge();
  const [answer, setAnswer] = useState('');
  const notice = captcha.expired ? 'login.captcha.expired' : NOTICE_BY_CODE[exceptionCode];
  const header = captchaAnswerOf(captcha, answer);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (header) onAnswer(header);
  };

  return (
    <ModalDialog title={t('login.captcha.title')} closeLabel={t('login.close')} onClose={onCancel}>
      <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
        {notice && <p className={styles.formError}>{t(notice)}</p>}
        <CaptchaFields id={id} t={t} captcha={captcha} answer={answer} onAnswerChange={setAnswer} />
        <div className={styles.submitRow}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('login.captcha.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={header === null}>
            {t('login.captcha.submit')}
          </button>
        </div>
      </HydratedForm>
    </ModalDialog>
  );
}
