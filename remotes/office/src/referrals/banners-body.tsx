import type { RemoteAppProps } from '@betfront/remote-kit';
import { useHydrated } from '@betfront/ui';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { loadReferrals } from './referrals-api';
import styles from './referrals.module.css';

const SIZES = [
  { name: 'rectangle', width: 300, height: 250 },
  { name: 'leaderboard', width: 728, height: 90 },
  { name: 'mobile', width: 320, height: 50 },
] as const;

/** The banner's markup for another site: a plain link with its text, so it needs no image hosting. */
function bannerCode(link: string, text: string, width: number, height: number): string {
  const style = `display:inline-flex;align-items:center;justify-content:center;width:${width}px;height:${height}px;background:#0f3d2e;color:#fff;font:600 16px sans-serif;text-align:center;text-decoration:none;border-radius:8px`;
  return `<a href="${link}" target="_blank" rel="noopener" style="${style}">${text}</a>`;
}

/** office.bringfriend-banners: banners in three sizes carrying the player's link, with the code to copy. */
export function BannersBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const isHydrated = useHydrated();
  const request = useRequest(
    useCallback((signal: AbortSignal) => loadReferrals(lng, signal), [lng]),
    `referrals-${lng}`,
  );
  if (request.value === null) return <RequestPending request={request} t={t} />;
  const link = isHydrated ? `${window.location.origin}${request.value.link_path}` : request.value.link_path;
  const text = t('referrals.banner.text');
  return (
    <ul className={styles.banners} aria-label={t('referrals.banner.list')}>
      {SIZES.map(({ name, width, height }) => (
        <li key={name} className={styles.card}>
          <h2>{t('referrals.banner.size', { width: String(width), height: String(height) })}</h2>
          <a
            href={link}
            className={styles.banner}
            style={{ width: `min(100%, ${width}px)`, aspectRatio: `${width} / ${height}` }}
          >
            {text}
          </a>
          <label className={styles.code}>
            {t('referrals.banner.code')}
            <textarea readOnly rows={4} value={bannerCode(link, text, width, height)} />
          </label>
        </li>
      ))}
    </ul>
  );
}
