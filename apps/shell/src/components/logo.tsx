import styles from './logo.module.css';

export function Logo({ href, projectName }: { href: string; projectName: string }) {
  return (
    <a href={href} className={styles.logo} aria-label={projectName}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.2" />
        <path d="M9 8h9a5 5 0 0 1 1.5 9.8A5.5 5.5 0 0 1 18 28H9z" fill="currentColor" />
      </svg>
      <span>{projectName}</span>
    </a>
  );
}
