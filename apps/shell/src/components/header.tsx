import { mdiAccountCircleOutline } from '@mdi/js';
import { Icon } from '@betfront/ui';
import { useShell } from '../app/shell-context';
import { ChatLink } from '../messages/chat-link';
import { MessagesLink } from '../messages/messages-link';
import { useUnreadChat } from '../messages/use-unread-chat';
import { useUnreadMessages } from '../messages/use-unread-messages';
import { AccountsMenu } from '../wallet';
import { HeaderMenu } from './header-menu';
import { HeaderSections } from './header-sections';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { LogoutButton } from './logout-button';
import styles from './header.module.css';

/**
 * A row with the logo and the player's balance with Deposit beside it, and under it every main section in view.
 * A phone keeps one row of at most 56 px: the logo, the balance, Deposit, the account and a menu button, from which the
 * sections, languages and log-out open (the bottom bar holds the main places).
 */
export function Header() {
  const { state, t } = useShell();
  const home = `/${state.lng}`;
  const unread = useUnreadMessages(state.session.user_id !== null);
  const chatUnread = useUnreadChat();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo href={home} projectName={state.config.projectName} />
        <div className={styles.actions}>
          <div className={styles.wide}>
            <LanguageSwitcher />
          </div>
          <ChatLink lng={state.lng} t={t} unread={chatUnread} className={styles.wide} />
          {state.session.user_id !== null ? (
            <>
              <AccountsMenu lng={state.lng} routeName={state.route?.name ?? null} t={t} />
              <a className={styles.primary} href={`${home}/office/recharge`}>
                {t('shell.header.deposit')}
              </a>
              <MessagesLink lng={state.lng} t={t} unread={unread} className={styles.wide} />
              <a className={styles.account} href={`${home}/office/account`} aria-label={t('shell.header.office')}>
                <Icon path={mdiAccountCircleOutline} size={24} />
                <span className={styles.wide}>{t('shell.header.office')}</span>
              </a>
              <LogoutButton className={`${styles.ghost} ${styles.wide}`} />
            </>
          ) : (
            <>
              <a className={styles.secondary} href={`${home}/user/login`}>
                {t('shell.header.login')}
              </a>
              {state.config.isRegistrationAllowed && (
                <a className={styles.primary} href={`${home}/registration`}>
                  {t('shell.header.registration')}
                </a>
              )}
            </>
          )}
          <div className={styles.narrow}>
            <HeaderMenu unread={unread} chatUnread={chatUnread} />
          </div>
        </div>
      </div>
      <div className={styles.subbar}>
        <HeaderSections className={styles.sections} />
      </div>
    </header>
  );
}
