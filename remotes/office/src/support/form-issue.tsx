import styles from './support.module.css';

/** Why a form cannot be sent, or why the platform refused it. */
export function FormIssue({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className={styles.issue}>
      {text}
    </p>
  );
}
