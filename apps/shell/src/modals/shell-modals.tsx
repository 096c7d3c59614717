import { LoginForm } from '@betfront/account-ui/login';
import { ModalDialog } from '@betfront/account-ui/phone';
import { pageAfterTransfer, transferPartnerOf } from './transfer-query';
import type { Translate } from '@betfront/remote-kit';
import { lazy, Suspense } from 'react';
import type { ModalRequest } from './modal-request';
import styles from './shell-modals.module.css';

const RegistrationForm = lazy(() =>
  import('@betfront/account-ui/registration').then((module) => ({ default: module.RegistrationForm })),
);
const CouponSettings = lazy(() =>
  import('@betfront/betslip/settings').then((module) => ({ default: module.CouponSettings })),
);
const TransferUserDialog = lazy(() =>
  import('@betfront/account-ui/transfer').then((module) => ({ default: module.TransferUserDialog })),
);
const ForgotPasswordFlow = lazy(() =>
  import('@betfront/account-ui/recovery').then((module) => ({ default: module.ForgotPasswordFlow })),
);

export interface ShellModalsProps {
  request: ModalRequest;
  lng: string;
  t: Translate;
  registrationAllowed: boolean;
  open(request: ModalRequest): void;
  close(): void;
  /** Logged in or registered: the page to show next is the one the login remembered, else this one again. */
  onSessionStarted(returnTo: string | null): void;
}

const loading = (t: Translate) => <p className={styles.loading}>{t('login.modal.loading')}</p>;

/**
 * The shell's modals (loaded when one first opens): login, registration, forgot password, coupon settings and
 * the transfer of a partner's account.
 */
export function ShellModals({ request, lng, t, registrationAllowed, open, close, onSessionStarted }: ShellModalsProps) {
  if (request.name === 'login') {
    return (
      <ModalDialog title={t('login.title')} closeLabel={t('login.close')} layout="form" onClose={close}>
        <LoginForm
          lng={lng}
          t={t}
          onLoggedIn={() => onSessionStarted(request.returnTo)}
          onForgotPassword={() => open({ name: 'forgot-password' })}
          place="popup"
        />
        {registrationAllowed && (
          <p className={styles.switch}>
            {t('login.no_account')}{' '}
            <button type="button" className={styles.link} onClick={() => open({ name: 'registration' })}>
              {t('login.register')}
            </button>
          </p>
        )}
      </ModalDialog>
    );
  }
  if (request.name === 'registration') {
    return (
      <ModalDialog title={t('login.registration.title')} closeLabel={t('login.close')} layout="form" onClose={close}>
        <Suspense fallback={loading(t)}>
          <RegistrationForm lng={lng} t={t} variant="popup" onDone={() => onSessionStarted(null)} />
        </Suspense>
      </ModalDialog>
    );
  }
  if (request.name === 'coupon-settings') {
    return (
      <ModalDialog title={t('coupon.settings.title')} closeLabel={t('login.close')} onClose={close}>
        <Suspense fallback={loading(t)}>
          <CouponSettings t={t} />
        </Suspense>
      </ModalDialog>
    );
  }
  if (request.name === 'transfer-user') {
    const opening = (
      <ModalDialog title={t('transfer.title')} closeLabel={t('login.close')} layout="form" onClose={close}>
        {loading(t)}
      </ModalDialog>
    );
    return (
      <Suspense fallback={opening}>
        <TransferUserDialog
          lng={lng}
          t={t}
          partner={transferPartnerOf(new URLSearchParams(location.search))}
          onClose={close}
          onSessionStarted={() =>
            onSessionStarted(pageAfterTransfer(location.pathname, new URLSearchParams(location.search)))
          }
        />
      </Suspense>
    );
  }
  return (
    <ModalDialog title={t('login.forgot.title')} closeLabel={t('login.close')} onClose={close}>
      <Suspense fallback={loading(t)}>
        <ForgotPasswordFlow lng={lng} t={t} onClose={close} />
      </Suspense>
    </ModalDialog>
  );
}
