import { CouponLayout } from '@betfront/betslip';
import { MainContent } from '../app/main-content';
import { useShell } from '../app/shell-context';
import { Header } from '../components/header';
import { Notifications } from '../components/notifications';
import { QuickCouponBarSlot } from '../components/quick-coupon-bar-slot';
import { SeoText } from '../components/seo-text';
import { RemoteView } from '../remote-view/remote-view';
import type { ShellProps } from './default-shell';
import styles from './shells.module.css';

/** The pages whose matches are bet through the sportsbook's coupon, which they carry as the betting pages do. */
const COUPON_ROUTES: ReadonlySet<string> = new Set(['virtualsports']);

/**
 * Casino and games: while a game is open (or the page is in full screen) the site's header hides, leaving the game
 * its own bar; while a game is open the footer and SEO text hide too.
 */
export function ThirdPartyShell({ status, serverViews }: ShellProps) {
  const { state, t } = useShell();
  const isGameOpen = Boolean(state.route?.params.gameId);
  const isFullScreen = state.route?.query.fullscreen === '1';
  const hasCoupon = COUPON_ROUTES.has(state.route?.name ?? '');
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skip_to_content')}
      </a>
      {!(isGameOpen || isFullScreen) && <Header />}
      <main id="main" className={styles.main}>
        <CouponLayout t={t} hasColumn={hasCoupon}>
          <MainContent status={status} serverViews={serverViews} />
        </CouponLayout>
      </main>
      {!isGameOpen && !state.flags.hidesSeoText && <SeoText />}
      {!isGameOpen && !state.flags.hidesFooter && (
        <RemoteView appName="footer" serverHtml={serverViews.footer ?? null} />
      )}
      {hasCoupon && <QuickCouponBarSlot />}
      <Notifications />
    </div>
  );
}
