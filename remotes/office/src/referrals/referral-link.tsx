import type { Translate } from '@betfront/remote-kit';
import { useHydrated } from '@betfront/ui';
import { useId, useState } from 'react';
import sharedStyles from '../shared/shared.module.css';
import styles from './referrals.module.css';

/** The player's link as a friend opens it, with a button that copies it. */
export function ReferralLink({ linkPath, t }: { linkPath: string; t: Translate }) {
  const isHydrated = useHydrated();
  const inputId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = isHydrated ? `${window.location.origin}${linkPath}` : linkPath;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.link}>
      <label htmlFor={inputId}>{t('referrals.link.label')}</label>
      <div className={styles.linkRow}>
        <input id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className={sharedStyles.button} disabled={!isHydrated} onClick={copy}>
          {t('referrals.link.copy')}
        </button>
      </div>
      {copied === true && <p role="status">{t('referrals.link.copied')}</p>}
      {copied === false && <p role="alert">{t('referrals.link.copy_failed')}</p>}
    </div>
  );
}
