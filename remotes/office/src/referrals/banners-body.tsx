import type { RemoteAppProps } from '@betfront/remote-kit';
import { CARD_CLASS, useHydrated } from '@betfront/ui';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { loadReferrals } from './referrals-api';
import styles from './referrals.module.css';

/** Each size with its text (the long one only fits the rectangle) and its font size in pixels. */
const SIZES = [
  { name: 'rectangle', width: 300, height: 250, text: 'long', fontPx: 18 },
  { name: 'leaderboard', width: 728, height: 90, text: 'short', fontPx: 13 },
  { name: 'mobile', width: 320, height: 50, text: 'short', fontPx: 13 },
] as const;

/** The banner's markup for another site: a plain link with its text, so it needs no image hosting. */
function bannerCode(link: string, text: string, width: number, height: number, fontPx: number): string {
  const style = `display:inline-flex;align-items:center;justify-content:center;width:${width}px;height:${height}px;background:#0f3d2e;color:#fff;font:600 ${fontPx}px/1.2 sans-serif;text-align:center;text-decoration:none;border-radius:8px`;
  return `<a href="${link}" target="_blank" rel="noopener" style="${style}">${text}</a>`;
}

/** office.bringfriend-banners: banners in three sizes carrying the player's link, with the code to copy. */
export function BannersBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const isHydrated = useHydrated();
  const request = useRequest(
    ['referrals', lng],
    useCallback((signal: AbortSignal) => loadReferrals(lng, signal), [lng]),
  );
  if (request.value === null) return <RequestPending request={request} t={t} />;
  const link = isHydrated ? `${window.location.origin}${request.value.link_path}` : request.value.link_path;
  return (
    <ul className={CARD_CLASS.list} aria-label={t('referrals.banner.list')}>
      {SIZES.map(({ name, width, height, text, fontPx }) => (
        <li key={name} className={CARD_CLASS.card}>
          <h2 className={CARD_CLASS.title}>
            {t('referrals.banner.size', { width: String(width), height: String(height) })}
          </h2>
          <a
            href={link}
            className={styles.banner}
            style={{ width: `min(100%, ${width}px)`, aspectRatio: `${width} / ${height}`, fontSize: `${fontPx}px` }}
          >
            {t(`referrals.banner.text_${text}`)}
          </a>
          <label className={styles.code}>
            {t('referrals.banner.code')}
            <textarea
              readOnly
              rows={4}
              value={bannerCode(link, t(`referrals.banner.text_${text}`), width, height, fontPx)}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
