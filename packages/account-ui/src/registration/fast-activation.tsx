import { ACTIVATION_TOKEN_PATTERN } from '@betfront/contract/registration';
import type { Translate } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import { continueAfterRegistration } from './after-registration';
import { registrationErrorKey } from './error-key';
import { activateRegistration } from './registration-calls';
import styles from './registration.module.css';

type Activation = { status: 'working' } | { status: 'done' } | { status: 'failed'; errorKey: string };

/** Activation in one step from the letter's link: the token activates the account as the page opens. */
export function FastActivation({ lng, t, token }: { lng: string; t: Translate; token: string | undefined }) {
  const valid = token !== undefined && ACTIVATION_TOKEN_PATTERN.test(token);
  const [activation, setActivation] = useState<Activation>(
    valid ? { status: 'working' } : { status: 'failed', errorKey: 'registration.error.activation_failed' },
  );

  useEffect(() => {
    if (!valid) return;
    let current = true;
    activateRegistration({ token }).then(
      (answer) => {
        if (!current) return;
        setActivation({ status: 'done' });
        // This page's token is used up, so the player goes on rather than reloading it.
        continueAfterRegistration(answer.redirect_to ?? `/${lng}`);
      },
      (error: unknown) => current && setActivation({ status: 'failed', errorKey: registrationErrorKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [lng, token, valid]);

  if (activation.status === 'working') {
    return (
      <p role="status" className={styles.hint}>
        {t('registration.activate.working')}
      </p>
    );
  }
  if (activation.status === 'failed') {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.error}>
          {t(activation.errorKey)}
        </p>
        <a className={styles.secondary} href={`/${lng}/user/activate`}>
          {t('registration.email.enter_code')}
        </a>
      </div>
    );
  }
  return (
    <p role="status" className={styles.notice}>
      {t('registration.activate.done')}
    </p>
  );
}
