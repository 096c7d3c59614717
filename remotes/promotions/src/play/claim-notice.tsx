import type { Translate } from '@betfront/remote-kit';
import styles from './play.module.css';
import type { ClaimNotice } from './use-claim';

/** A claim's outcome: a paid prize links to its wagering, a refusal says why in the player's language. */
export function ClaimNoticeText({ notice, lng, t }: { notice: ClaimNotice | null; lng: string; t: Translate }) {
  if (!notice) return null;
  return (
    <p role={notice.tone === 'danger' ? 'alert' : 'status'} className={styles.notice} data-tone={notice.tone}>
      {t(notice.key)}
      {notice.tone === 'success' && (
        <>
          {' '}
          <a href={`/${lng}/office/bonuses/wager`}>{t('bonuses.wager_link')}</a>
        </>
      )}
    </p>
  );
}
