import { useShell } from '../app/shell-context';
import styles from './demo-notice.module.css';

/** A discreet line above the footer while the platform runs its demo mode: test payments, no real money. */
export function DemoNotice() {
  const { state, t } = useShell();
  if (!state.isDemo) return null;
  return (
    <p className={styles.notice} role="note">
      {t('shell.demo_notice')}
    </p>
  );
}
