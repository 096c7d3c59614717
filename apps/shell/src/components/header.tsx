import { useShell } from '../app/shell-context';
import { AccountsMenu } from '../wallet';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { LogoutButton } from './logout-button';
import styles from './header.module.css';

const SECTIONS = [
  { path: 'line', key: 'shell.nav.line' },
  { path: 'live', key: 'shell.nav.live' },
  { path: 'cyber/live/all', key: 'shell.nav.cyber' },
  { path: 'slots', key: 'shell.nav.casino' },
  { path: 'live-casino', key: 'shell.nav.live_casino' },
  { path: 'virtualsports', key: 'shell.nav.virtual' },
  { path: 'lotto', key: 'shell.nav.lotto' },
  { path: 'promotions', key: 'shell.nav.promotions' },
  { path: 'results', key: 'shell.nav.results' },
] as const;

export function Header() {
  const { state, t } = useShell();
  const home = `/${state.lng}`;
  const currentPath = state.route?.path ?? home;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo href={home} projectName={state.config.projectName} />
        <nav aria-label={t('shell.header.main_nav_label')} className={styles.sections}>
          <ul>
            {SECTIONS.map((section) => {
              const href = `${home}/${section.path}`;
              const isCurrent = currentPath === href || currentPath.startsWith(`${href}/`);
              return (
                <li key={section.path}>
                  <a href={href} aria-current={isCurrent ? 'page' : undefined}>
                    {t(section.key)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher />
          {state.session.user_id !== null ? (
            <>
              <AccountsMenu lng={state.lng} routeName={state.route?.name ?? null} t={t} />
              <a className={styles.secondary} href={`${home}/office/account`}>
                {t('shell.header.account', { id: state.session.user_id })}
              </a>
              <LogoutButton className={styles.secondary} />
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
        </div>
      </div>
    </header>
  );
}
