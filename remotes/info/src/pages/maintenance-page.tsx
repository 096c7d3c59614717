import { createTranslate } from '@betfront/remote-kit';
import { formatDateTime } from '@betfront/ui';
import type { MaintenanceNotice } from '../info-data';
import styles from './notice-page.module.css';

/** The maintenance notice in its own language, its start and end in the visitor's time zone. */
export function MaintenancePage({ notice }: { notice: MaintenanceNotice }) {
  const t = createTranslate(notice.timeTexts);
  const timeText = (key: string, seconds: number | null) =>
    seconds === null ? [] : [t(key, { time: formatDateTime(seconds * 1000, notice.language) })];
  const times = [
    ...timeText('info.maintenance.started', notice.startedAt),
    ...timeText('info.maintenance.ended', notice.endedAt),
  ];
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
