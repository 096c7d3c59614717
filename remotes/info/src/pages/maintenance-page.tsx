import type { MaintenanceNotice } from '../info-data';
import styles from './notice-page.module.css';

/** The maintenance notice; its language and times were settled when the page loaded. */
export function MaintenancePage({ notice }: { notice: MaintenanceNotice }) {
  const times = [notice.startedAt, notice.endedAt].filter((time): time is string => time !== null);
  return (
    <section className={styles.notice} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className={styles.title}>
        {notice.title}
      </h1>
      <p className={styles.text}>{notice.text}</p>
      {times.length > 0 && (
        <ul className={styles.times}>
          {times.map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
