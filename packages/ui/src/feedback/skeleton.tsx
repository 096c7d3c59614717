import styles from './skeleton.module.css';

/** A grey block where content is coming; hidden from screen readers, which hear the region's busy state instead. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  round = false,
}: {
  width?: string;
  height?: string;
  round?: boolean;
}) {
  return (
    <span
      className={round ? `${styles.block} ${styles.round}` : styles.block}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** The shape of an event row while the list loads: status, two sides and three prices. */
export function EventRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <span className={styles.sides}>
        <Skeleton width="3rem" height="0.75rem" />
        <Skeleton width="60%" />
        <Skeleton width="50%" />
      </span>
      <span className={styles.prices}>
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </span>
    </div>
  );
}
