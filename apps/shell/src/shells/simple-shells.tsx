import { MainContent } from '../app/main-content';
import { useShell } from '../app/shell-context';
import { Logo } from '../components/logo';
import { Notifications } from '../components/notifications';
import type { ShellProps } from './default-shell';
import styles from './shells.module.css';

/** Content without the usual chrome. */
export function ClearShell({ status, serverViews }: ShellProps) {
  return (
    <main className={styles.clear}>
      <MainContent status={status} serverViews={serverViews} />
    </main>
  );
}

/** Content, inline modals and notifications only. */
export function EmptyShell({ status, serverViews }: ShellProps) {
  return (
    <>
      <main className={styles.clear}>
        <MainContent status={status} serverViews={serverViews} />
      </main>
      <div id="inline-modals" />
      <Notifications />
    </>
  );
}

/** The maintenance notice only. */
export function MaintenanceShell({ status, serverViews }: ShellProps) {
  return (
    <main className={styles.clear}>
      <MainContent status={status} serverViews={serverViews} />
    </main>
  );
}

/** The block pages: the brand and the page's explanation, nothing to navigate to. */
export function BlockedShell({ status, serverViews }: ShellProps) {
  const { state } = useShell();
  return (
    <div className={styles.page}>
      <header className={styles.blockedHeader}>
        <Logo href={`/${state.lng}`} projectName={state.config.projectName} />
      </header>
      <main className={styles.main}>
        <MainContent status={status} serverViews={serverViews} />
      </main>
    </div>
  );
}
