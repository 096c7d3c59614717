import { CouponLayout } from '@betfront/betslip';
import { MediaDock } from '@betfront/media';
import type { ServerViews } from '../app/main-content';
import { MainContent } from '../app/main-content';
import { useShell } from '../app/shell-context';
import { DemoNotice } from '../components/demo-notice';
import { Header } from '../components/header';
import { Notifications } from '../components/notifications';
import { QuickCouponBarSlot } from '../components/quick-coupon-bar-slot';
import { ScrollToTop } from '../components/scroll-to-top';
import { SeoText } from '../components/seo-text';
import { Snowfall } from '../components/snowfall';
import { OneTapSlot } from '../one-tap/one-tap-slot';
import { InstallPrompt } from '../pwa/install-prompt';
import { RegistrationWidget } from '../registration-widget/registration-widget';
import { RemoteView } from '../remote-view/remote-view';
import styles from './shells.module.css';

export interface ShellProps {
  status: number;
  serverViews: ServerViews;
}

/** Header, main content, SEO text, footer, bottom navigation, notifications, quick coupon bar and scroll-to-top. */
export function DefaultShell({ status, serverViews }: ShellProps) {
  const { state, t } = useShell();
  const { flags } = state;
  const isHome = state.route?.name === 'home';
  // The betting pages carry the coupon beside them on desktop; the coupon page is the coupon itself.
  const hasCouponColumn = state.mainRemote === 'betting' && state.route?.name !== 'user.coupon';
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skip_to_content')}
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <div className={styles.withWidget}>
          <CouponLayout
            t={t}
            hasColumn={hasCouponColumn}
            columnFooter={hasCouponColumn ? <RegistrationWidget inCouponColumn /> : undefined}
          >
            <MainContent status={status} serverViews={serverViews} />
          </CouponLayout>
          {!hasCouponColumn && <RegistrationWidget inCouponColumn={false} />}
        </div>
      </main>
      {!flags.hidesSeoText && <SeoText />}
      <InstallPrompt />
      <OneTapSlot />
      <DemoNotice />
      {!flags.hidesFooter && <RemoteView appName="footer" serverHtml={serverViews.footer ?? null} />}
      <MediaDock lng={state.lng} t={t} />
      {!flags.hidesBottomNav && (
        <RemoteView appName="bottom-nav" serverHtml={serverViews['bottom-nav'] ?? null} className={styles.bottomNav} />
      )}
      <QuickCouponBarSlot />
      <Notifications />
      <ScrollToTop />
      {isHome && state.config.isSnowEnabled && <Snowfall />}
    </div>
  );
}
