import type { CaptchaChallenge } from '@betfront/contract/auth';
import type { Translate } from '@betfront/remote-kit';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect } from 'react';
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

/**
 * A captcha challenge loaded from the platform, with the time it stays valid kept in step with it. Each captcha on
 * the page has a picture of its own, read when it opens and again only when the player asks (`staleTime:
 * Infinity`), and forgotten when it closes (`gcTime: 0`); the time left comes with the picture and is read back
 * every 15 s while the picture is shown.
 */
export function useCaptchaChallenge(): CaptchaState {
  const instance = useId();
  const [secondsLeft, startCountdown] = useCountdown();
  const picture = useQuery({ queryKey: ['captcha', instance], queryFn: newCaptcha, staleTime: Infinity, gcTime: 0 });
  const challenge = picture.data ?? null;
  const captchaId = challenge?.captchaId;
  const { data: seconds, dataUpdatedAt } = useQuery({
    queryKey: ['captcha-time', captchaId],
    queryFn: captchaId === undefined ? skipToken : () => captchaSecondsLeft(captchaId),
    // The picture's own time is the first answer: the platform is asked again one interval later.
    initialData: challenge?.time,
    initialDataUpdatedAt: picture.dataUpdatedAt,
    staleTime: TIME_SYNC_MS,
    refetchInterval: TIME_SYNC_MS,
    gcTime: 0,
  });
  // Before the paint, so a new picture never shows as expired.
  useLayoutEffect(() => {
    if (seconds !== undefined) startCountdown(seconds);
  }, [seconds, dataUpdatedAt, startCountdown]);
  const { refetch } = picture;

  return {
    challenge,
    loadFailed: picture.isError,
    secondsLeft,
    expired: challenge !== null && secondsLeft === 0,
    reload: () => void refetch(),
  };
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
