import type { Translate } from '@betfront/remote-kit';
import styles from './accounts-menu.module.css';

interface AccountsToggleProps {
  label: string;
  isOpen: boolean;
  panelId: string;
  onToggle(): void;
  t: Translate;
}

/** The header's button that shows the active balance and opens the accounts list. */
export function AccountsToggle({ label, isOpen, panelId, onToggle, t }: AccountsToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={isOpen}
      aria-controls={panelId}
      aria-label={t('wallet.menu.label')}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}
