import { HydratedForm } from '@betfront/ui';
import { CAPTCHA_EXCEPTION_CODES } from '@betfront/contract/auth';
import type { CaptchaChallenge } from '@betfront/contract/auth';
import type { Translate } from '@betfront/remote-kit';
import type { FormEvent } from 'react';
import { useCallback, useEffect, useId, useState } from 'react';
import { ModalDialog } from '../phone/modal-dialog';
import { captchaSecondsLeft, newCaptcha } from './captcha-calls';
import { TextField } from '../forms';
import { useCountdown } from './use-countdown';
import styles from './login-form.module.css';

/** How often the time left is read back from the platform, which is what decides expiry. */
const TIME_SYNC_MS = 15_000;

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
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [answer, setAnswer] = useState('');
  const [secondsLeft, startCountdown] = useCountdown();

  const load = useCallback(() => {
    newCaptcha().then(
      (next) => {
        setLoadFailed(false);
        setChallenge(next);
        startCountdown(next.time);
      },
      () => setLoadFailed(true),
    );
  }, [startCountdown]);
  const refresh = () => {
    setAnswer('');
    load();
  };

  useEffect(load, [load]);

  const captchaId = challenge?.captchaId;
  useEffect(() => {
    if (!captchaId) return;
    const timer = setInterval(() => {
      captchaSecondsLeft(captchaId).then(startCountdown, () => undefined);
    }, TIME_SYNC_MS);
    return () => clearInterval(timer);
  }, [captchaId, startCountdown]);

  const expired = challenge !== null && secondsLeft === 0;
  const notice = expired ? 'login.captcha.expired' : NOTICE_BY_CODE[exceptionCode];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (challenge && !expired && answer.trim() !== '') onAnswer(`${challenge.captchaId}:${answer.trim()}`);
  };

  return (
    <ModalDialog title={t('login.captcha.title')} closeLabel={t('login.close')} onClose={onCancel}>
      <HydratedForm className={styles.form} noValidate onSubmit={onSubmit}>
        {notice && <p className={styles.formError}>{t(notice)}</p>}
        <div className={styles.captchaRow}>
          {challenge ? (
            <img
              className={styles.captchaImage}
              src={challenge.image}
              alt={t('login.captcha.image_alt')}
              width={200}
              height={70}
            />
          ) : (
            <p className={styles.note}>{loadFailed ? t('login.captcha.load_error') : t('login.modal.loading')}</p>
          )}
          <button type="button" className={styles.secondary} onClick={refresh}>
            {t('login.captcha.refresh')}
          </button>
        </div>
        {challenge && !expired && (
          <p className={styles.note} aria-live="off">
            {t('login.captcha.time_left', { seconds: secondsLeft })}
          </p>
        )}
        <TextField
          id={`${id}-answer`}
          label={t('login.captcha.answer_label')}
          value={answer}
          onChange={setAnswer}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <div className={styles.submitRow}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('login.captcha.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={!challenge || expired || answer.trim() === ''}>
            {t('login.captcha.submit')}
          </button>
        </div>
      </HydratedForm>
    </ModalDialog>
  );
}
