import { Icon } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { mdiCheck, mdiContentCopy } from '@mdi/js';
import { useEffect, useState } from 'react';
import styles from './registration.module.css';

const COPIED_SHOWN_MS = 2000;

interface CopyButtonProps {
  t: Translate;
  value: string;
  /** What is copied, read out with the button: "Copy the login". */
  label: string;
}

/** Copies one generated value to the clipboard and says so for two seconds. */
export function CopyButton({ t, value, label }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <button type="button" className={styles.copy} aria-label={label} onClick={() => void copy()}>
      <Icon path={copied ? mdiCheck : mdiContentCopy} size={18} />
      <span aria-live="polite">
        {copied ? t('registration.credentials.copied') : t('registration.credentials.copy')}
      </span>
    </button>
  );
}
