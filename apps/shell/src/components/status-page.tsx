import { BUTTON_CLASS } from '@betfront/ui';
import { useEffect } from 'react';
import { useShell } from '../app/shell-context';
import styles from './status-page.module.css';

/**
 * The 404 page ('This page could not be found') and the error page for any other status (default 500), titled as
 * the server titles it, also when a navigation in the browser ends here.
 */
export function StatusPage({ status }: { status: number }) {
  const { state, t } = useShell();
  const isNotFound = status === 404;
  const title = t(isNotFound ? 'shell.not_found.title' : 'shell.server_error.title');
  useEffect(() => {
    document.title = `${title} — ${state.config.projectName}`;
  }, [title, state.config.projectName]);
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code}>{status}</p>
      <h1 id="status-title">{title}</h1>
      <p>{t(isNotFound ? 'shell.not_found.text' : 'shell.server_error.text')}</p>
      <a className={BUTTON_CLASS.primary} href={`/${state.lng}`}>
        {t('shell.not_found.home_link')}
      </a>
    </section>
  );
}
