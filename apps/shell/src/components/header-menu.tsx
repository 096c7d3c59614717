import { useState } from 'react';
import { mdiMenu } from '@mdi/js';
import { BottomSheet, Icon } from '@betfront/ui';
import { useShell } from '../app/shell-context';
import { HeaderSections } from './header-sections';
import { LanguageSwitcher } from './language-switcher';
import { LogoutButton } from './logout-button';
import styles from './header.module.css';

/**
 * The phone's menu behind one button of the header row: the main sections, the languages and, for a player, the
 * log-out; a sheet over the page that keeps the header to one row.
 */
export function HeaderMenu() {
  const { state, t } = useShell();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={t('shell.header.menu')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon path={mdiMenu} size={24} />
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('shell.header.menu')}
        closeLabel={t('button_close')}
      >
        {open && (
          <div className={styles.sheet}>
            <HeaderSections className={styles.sheetSections} />
            <LanguageSwitcher />
            {state.session.user_id !== null && <LogoutButton className={styles.ghost} />}
          </div>
        )}
      </BottomSheet>
    </>
  );
}
