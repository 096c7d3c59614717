import type { CashTerminal } from '@betfront/contract/content';
import type { Translate } from '@betfront/remote-kit';
import styles from './terminals.module.css';

export function TerminalList({ terminals, t }: { terminals: readonly CashTerminal[]; t: Translate }) {
  if (terminals.length === 0) return <p role="status">{t('info.terminals.none')}</p>;
  return (
    <ul className={styles.list} aria-label={t('info.terminals.list_label')}>
      {terminals.map((terminal) => (
        <li key={terminal.id} className={styles.terminal}>
          <p className={styles.city}>{terminal.cityName}</p>
          <p className={styles.address}>{terminal.address}</p>
          {terminal.landmark && <p className={styles.landmark}>{terminal.landmark}</p>}
          <p className={styles.hours}>{t('info.terminals.hours', { hours: terminal.hours })}</p>
        </li>
      ))}
    </ul>
  );
}
