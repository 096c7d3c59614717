import type { CaptchaChallenge } from '@betfront/contract/auth';
import type { Translate } from '@betfront/remote-kit';
import { useCallback, useEffect, useState } from 'react';
import { captchaSecondsLeft, newCaptcha } from './captcha-calls';
import { TextField } from '../forms';
import { useCountdown } from './use-countdown';
import styles from './login-form.module.css';

/** How often the time left is read back from the platform, which is what decides expiry. */
const TIME_SYNC_MS = 15_000;

export interface CaptchaState {
  challenge: CaptchaChallenge | null;
  loadFailed: boolean;
  secondsLeft: number;
  expired: boolean;
  /** Asks for another picture. */
  reload(): void;
}

/** A captcha challenge loaded from the platform, with the time it stays valid kept in step with it. */
export function useCaptchaChallenge(): CaptchaState {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();

  const reload = useCallback(() => {
    newCaptcha().then(
      (next) => {
        setLoadFailed(false);
        setChallenge(next);
        startCountdown(next.time);
      },
      () => setLoadFailed(true),
    );
  }, [startCountdown]);

  useEffect(reload, [reload]);

  const captchaId = challenge?.captchaId;
  useEffect(() => {
    if (!captchaId) return;
    const timer = setInterval(() => {
      captchaSecondsLeft(captchaId).then(startCountdown, () => undefined);
    }, TIME_SYNC_MS);
    return () => clearInterval(timer);
  }, [captchaId, startCountdown]);

  return { challenge, loadFailed, secondsLeft, expired: challenge !== null && secondsLeft === 0, reload };
}

/** The `<captchaId>:<answer>` the platform checks, or null while there is nothing valid to send. */
export function captchaAnswerOf(captcha: CaptchaState, answer: string): string | null {
  const trimmed = answer.trim();
  if (!captcha.challenge || captcha.expired || trimmed === '') return null;
  return `${captcha.challenge.captchaId}:${trimmed}`;
}

interface CaptchaFieldsProps {
  id: string;
  t: Translate;
  captcha: CaptchaState;
  answer: string;
  onAnswerChange(answer: string): void;
  error?: string | undefined;
}

/** The picture, another picture on demand, the time it stays valid, and the answer field. */
export function CaptchaFields({ id, t, captcha, answer, onAnswerChange, error }: CaptchaFieldsProps) {
  const { challenge, loadFailed, secondsLeft, expired } = captcha;
  const refresh = () => {
    onAnswerChange('');
    captcha.reload();
  };
  return (
    <>
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
        onChange={onAnswerChange}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        error={error}
      />
    </>
  );
}
