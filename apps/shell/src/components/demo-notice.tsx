import { useId } from 'react';
import { useShell } from '../app/shell-context';
import styles from './demo-notice.module.css';

/**
 * A discreet line above the footer while the platform runs its demo mode: test payments, no real money. A
 * landmark named by its own sentence, so a screen reader's tour of the page's regions does not miss it.
 */
export function DemoNotice() {
  const { state, t } = useShell();
  const textId = useId();
  if (!state.isDemo) return null;
  return (
    <aside aria-labelledby={textId}>
      <p id={textId} className={styles.notice} role="note">
        {t('shell.demo_notice')}
      </p>
    </aside>
  );
}
