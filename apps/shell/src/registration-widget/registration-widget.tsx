import { lazy, Suspense, useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';
import { findRouteByName } from '../routes/match-route';
import styles from './registration-widget.module.css';

const RegistrationForm = lazy(() =>
  import('@betfront/account-ui/registration').then((module) => ({ default: module.RegistrationForm })),
);

/** The dictionaries of the form in its first tab: a visitor who only looks needs no other (login, coupon…). */
const FORM_DICTIONARIES = ['registration', 'site-signin'];

interface RegistrationWidgetProps {
  /** On the betting pages the widget stands under the coupon, in its column, rather than in a column of its own. */
  inCouponColumn: boolean;
}

/** The right-side registration widget (site §6): for visitors on desktop, where registration is open. */
export function RegistrationWidget({ inCouponColumn }: RegistrationWidgetProps) {
  const { state, t, loadTexts } = useShell();
  const { config } = state;
  // A registration made here logs the player in while the form still shows the new credentials: it stays until done.
  const [openedForVisitor] = useState(state.session.user_id === null);
  const isShown =
    openedForVisitor &&
    !state.isMobile &&
    config.isRegistrationAllowed &&
    !config.isVipDomain &&
    // Login and registration pages hold the forms themselves.
    !(state.route && findRouteByName(state.route.name)?.flags.visitorOnly);
  // The form's code and texts load in the browser: the server, which renders to a string, cannot wait for them.
  const [hasFormTexts, setHasFormTexts] = useState(false);
  useEffect(() => {
    if (!isShown) return;
    // A failed load leaves the form to ask for the whole dictionaries, as any text the page lacks does.
    const shown = () => setHasFormTexts(true);
    loadTexts(FORM_DICTIONARIES).then(shown, shown);
  }, [isShown, loadTexts]);
  if (!isShown) return null;
  const loading = <p className={styles.loading}>{t('site-signin.widget.loading')}</p>;
  const content = (
    <>
      <h2 className={styles.title}>{t('site-signin.widget.title')}</h2>
      {hasFormTexts ? (
        <Suspense fallback={loading}>
          <RegistrationForm lng={state.lng} t={t} variant="popup" place="sidebar" onDone={() => location.reload()} />
        </Suspense>
      ) : (
        loading
      )}
    </>
  );
  // Within the coupon's column, itself a complementary landmark, the widget is a region of it.
  return inCouponColumn ? (
    <section className={`${styles.widget} ${styles.inCouponColumn}`} aria-label={t('site-signin.widget.label')}>
      {content}
    </section>
  ) : (
    <aside className={styles.widget} aria-label={t('site-signin.widget.label')}>
      {content}
    </aside>
  );
}
