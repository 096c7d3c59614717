import { useState } from 'react';
import { mdiMenu } from '@mdi/js';
import { BottomSheet, Icon } from '@betfront/ui';
import { useShell } from '../app/shell-context';
import { UnreadBadge } from '../messages/unread-badge';
import { HeaderSections } from './header-sections';
import { LanguageSwitcher } from './language-switcher';
import { LogoutButton } from './logout-button';
import styles from './header.module.css';

/**
 * The phone's menu behind one button of the header row: the main sections, the languages and, for a player, the
 * log-out and the way to the messages (the button shows how many are unread); a sheet over the page that keeps the
 * header to one row.
 */
export function HeaderMenu({ unread, chatUnread }: { unread: number; chatUnread: number }) {
  const { state, t } = useShell();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={[
          t('shell.header.menu'),
          ...(unread > 0 ? [t('support.header.messages_unread', { count: unread })] : []),
          ...(chatUnread > 0 ? [t('support.header.chat_unread', { count: chatUnread })] : []),
        ].join('. ')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon path={mdiMenu} size={24} />
        <UnreadBadge unread={unread + chatUnread} />
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
            {state.session.user_id !== null && (
              <a className={styles.sheetMessages} href={`/${state.lng}/office/messages`}>
                {t('support.header.messages')}
                {unread > 0 && <span>{t('support.header.unread_short', { count: unread })}</span>}
              </a>
            )}
            <a className={styles.sheetMessages} href={`/${state.lng}/support`}>
              {t('support.header.chat')}
              {chatUnread > 0 && <span>{t('support.header.unread_short', { count: chatUnread })}</span>}
            </a>
            <LanguageSwitcher />
            {state.session.user_id !== null && <LogoutButton className={styles.ghost} />}
          </div>
        )}
      </BottomSheet>
    </>
  );
}
