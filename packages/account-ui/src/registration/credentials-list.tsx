import type { Translate } from '@betfront/remote-kit';
import { CopyButton } from './copy-button';
import styles from './registration.module.css';

export interface CredentialRow {
  label: string;
  value: string;
  /** Read out with the copy button: "Copy the password". */
  copyLabel: string;
  testId: string;
}

/** Generated credentials, each with a button that copies it. */
export function CredentialsList({ t, rows }: { t: Translate; rows: readonly CredentialRow[] }) {
  return (
    <dl className={styles.credentials}>
      {rows.map((row) => [
        <dt key={`${row.testId}-label`}>{row.label}</dt>,
        <dd key={`${row.testId}-value`}>
          <span data-testid={row.testId}>{row.value}</span>
          <CopyButton t={t} value={row.value} label={row.copyLabel} />
        </dd>,
      ])}
    </dl>
  );
}
