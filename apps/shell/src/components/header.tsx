import { mdiAccountCircleOutline, mdiChatOutline, mdiEmailOutline } from '@mdi/js';
import { menuClickTracker } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { useShell } from '../app/shell-context';
import { UnreadLink } from '../messages/unread-link';
import { useUnreadChat } from '../messages/use-unread-chat';
import { useUnreadMessages } from '../messages/use-unread-messages';
import { AccountsMenu } from '../wallet';
import { HeaderMenu } from './header-menu';
import { HeaderSections } from './header-sections';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { LogoutButton } from './logout-button';
import styles from './header.module.css';

const trackHeaderClick = menuClickTracker('header');

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
    <header className={styles.header} onClick={trackHeaderClick}>
      <div className={styles.bar}>
        <Logo href={home} projectName={state.config.projectName} />
        <div className={styles.actions}>
          <div className={styles.wide}>
            <LanguageSwitcher />
          </div>
          <UnreadLink
            href={`${home}/support`}
            iconPath={mdiChatOutline}
            label={chatUnread > 0 ? t('support.header.chat_unread', { count: chatUnread }) : t('support.header.chat')}
            unread={chatUnread}
            className={styles.wide}
          />
          {state.session.user_id !== null ? (
            <>
              <AccountsMenu lng={state.lng} routeName={state.route?.name ?? null} t={t} />
              <a className={styles.primary} href={`${home}/office/recharge`}>
                {t('shell.header.deposit')}
              </a>
              <UnreadLink
                href={`${home}/office/messages`}
                iconPath={mdiEmailOutline}
                label={
                  unread > 0 ? t('support.header.messages_unread', { count: unread }) : t('support.header.messages')
                }
                unread={unread}
                className={styles.wide}
              />
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
