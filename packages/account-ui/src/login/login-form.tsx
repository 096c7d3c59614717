import type { LoginAnswer } from '@betfront/contract/auth';
import type { Translate } from '@betfront/remote-kit';
import type { ReactNode } from 'react';
import { useCallback, useId, useState } from 'react';
import { CaptchaHost } from './captcha-host';
import { FormError } from './form-error';
import { isWrongSecret } from './login-error-key';
import { readLoginAttempts, recordFailedLogin, resetLoginAttempts } from './login-attempts';
import type { LoginFormState, LoginVariant } from './login-form-state';
import { initialLoginState } from './login-form-state';
import { PasswordLoginForm } from './password-login-form';
import { PhonePasswordForm } from './phone-password-form';
import { SmsLoginForm } from './sms-login-form';
import { TwoStepForm } from './two-step-form';
import { panelId, tabId, VariantTabs } from './variant-tabs';
import type { VariantFormProps } from './variant-form-props';
import styles from './login-form.module.css';
import { useLoginSteps } from './use-login-steps';
import { useHydrated } from '@betfront/ui';

export interface LoginFormProps {
  lng: string;
  t: Translate;
  onLoggedIn(userId: number): void;
  /** Opens the forgot-password flow in place; without it the link goes to the forgot-password page. */
  onForgotPassword?: () => void;
  /** The sign-in already passed its first step elsewhere (social sign-in): the form asks for the code. */
  startsAtSecondStep?: boolean;
  /** Where the form shows, for analytics: a popup over the page or the login page. */
  place?: 'popup' | 'page';
}

/** Failed attempts after which the form points to password recovery. */
const ATTEMPTS_BEFORE_HINT = 3;

const VARIANT_FORMS = {
  login_password: PasswordLoginForm,
  phone_password: PhonePasswordForm,
  sms: SmsLoginForm,
} satisfies Record<LoginVariant, (props: VariantFormProps) => ReactNode>;

/**
 * The login form: by login and password, by phone and password, or by a code sent by SMS, then the two-step
 * code when the account has two-factor authentication on. A captcha is asked for when the platform wants one.
 */
export function LoginForm({
  lng,
  t,
  onLoggedIn,
  onForgotPassword,
  startsAtSecondStep = false,
  place = 'page',
}: LoginFormProps) {
  const idPrefix = useId();
  const recordStep = useLoginSteps(place);
  const [state, setState] = useState<LoginFormState>(() => ({
    ...initialLoginState(lng),
    ...(startsAtSecondStep ? { currentForm: 'login_password_two_step_code' } : {}),
  }));
  const [startedWith, setStartedWith] = useState<LoginVariant>('login_password');
  const [notice, setNotice] = useState<string | null>(null);
  const [counted, setAttempts] = useState<number | null>(null);
  // Read after hydration: the server has no record of this browser's attempts.
  const isClient = useHydrated();
  const attempts = counted ?? (isClient ? readLoginAttempts() : 0);

  const update = useCallback((patch: Partial<LoginFormState>) => setState((current) => ({ ...current, ...patch })), []);
  const onFailure = useCallback(
    (error: unknown) => {
      recordStep('failure');
      if (isWrongSecret(error)) setAttempts(recordFailedLogin());
    },
    [recordStep],
  );
  const loggedIn = (userId: number) => {
    recordStep('success');
    resetLoginAttempts();
    setAttempts(0);
    onLoggedIn(userId);
  };
  const onAnswer = (answer: LoginAnswer) => {
    if ('user_id' in answer) {
      loggedIn(answer.user_id);
      return;
    }
    if (state.currentForm !== 'login_password_two_step_code') setStartedWith(state.currentForm);
    setNotice(null);
    recordStep('code');
    update({ currentForm: 'login_password_two_step_code' });
  };
  const chooseVariant = (variant: LoginVariant) => {
    setNotice(null);
    update({ currentForm: variant });
  };

  const variant = state.currentForm === 'login_password_two_step_code' ? null : state.currentForm;
  const VariantForm = variant && VARIANT_FORMS[variant];
  return (
    <div className={styles.login}>
      <CaptchaHost t={t} />
      {notice && <FormError t={t} errorKey={notice} />}
      {variant === null || VariantForm === null ? (
        <TwoStepForm
          t={t}
          remember={state.remember}
          onRememberChange={(remember) => update({ remember })}
          onLoggedIn={loggedIn}
          onFailure={onFailure}
          onBack={(errorKey) => {
            setNotice(errorKey ?? null);
            update({ currentForm: startedWith });
          }}
        />
      ) : (
        <>
          <VariantTabs t={t} idPrefix={idPrefix} current={variant} onChange={chooseVariant} />
          <div role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, variant)}>
            <VariantForm t={t} state={state} update={update} onAnswer={onAnswer} onFailure={onFailure} />
          </div>
        </>
      )}
      {attempts >= ATTEMPTS_BEFORE_HINT && <p className={styles.hint}>{t('login.attempts_hint')}</p>}
      <div className={styles.links}>
        {onForgotPassword ? (
          <button type="button" className={styles.link} onClick={onForgotPassword}>
            {t('login.forgot_password')}
          </button>
        ) : (
          <a className={styles.link} href={`/${lng}/user/forgotpassword`}>
            {t('login.forgot_password')}
          </a>
        )}
      </div>
    </div>
  );
}
