import styles from './snowfall.module.css';

const SNOW_COUNT = 40;

/** Decorative snow on the home page when the operator switches it on; deterministic so hydration matches. */
export function Snowfall() {
  return (
    <div className={styles.snow} aria-hidden="true" data-testid="snowfall">
      {Array.from({ length: SNOW_COUNT }, (_, index) => (
        <span
          key={index}
          className={styles.flake}
          style={{
            left: `${(index * 37) % 100}%`,
            animationDelay: `${(index * 0.7) % 10}s`,
            animationDuration: `${8 + (index % 7)}s`,
          }}
        />
      ))}
    </div>
  );
}
