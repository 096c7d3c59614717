import styles from './play.module.css';
import { percentOf } from './play-format';

/** How far a measure has got: the bar, named and with its value in words for a screen reader. */
export function ProgressBar({
  label,
  text,
  progress,
  target,
}: {
  label: string;
  text: string;
  progress: number;
  target: number;
}) {
  const percent = percentOf(progress, target);
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
    >
      <div className={styles.barFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
