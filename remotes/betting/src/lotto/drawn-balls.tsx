import styles from './lotto.module.css';

/** Numbers as balls, smallest first; the ones in `marked` (a ticket's numbers that were drawn, say) stand out. */
export function DrawnBalls({
  numbers,
  marked,
  label,
}: {
  numbers: readonly number[];
  marked?: ReadonlySet<number>;
  label: string;
}) {
  return (
    <ul className={styles.balls} aria-label={label}>
      {[...numbers]
        .sort((a, b) => a - b)
        .map((number) => (
          <li key={number} className={marked?.has(number) ? styles.ballMarked : styles.ball}>
            {number}
          </li>
        ))}
    </ul>
  );
}
