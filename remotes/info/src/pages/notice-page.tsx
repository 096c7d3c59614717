import type { RemoteContext, Translate } from '@betfront/remote-kit';
import type { NoticeKind } from '../routing/info-routes';
import styles from './notice-page.module.css';

const SUPPORT_ACTION: ReadonlySet<NoticeKind> = new Set([
  'block',
  'block-ua',
  'coming-soon',
  'suspension',
  'internal-vpn',
]);

/** Pages whose way out is another browser. */
const BROWSER_ACTION: ReadonlySet<NoticeKind> = new Set(['oldbrowser', 'block-ie']);

const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
] as const;

function NoticeAction({ kind, ctx, t }: { kind: NoticeKind; ctx: RemoteContext; t: Translate }) {
  if (BROWSER_ACTION.has(kind)) {
    return (
      <ul className={styles.browsers} aria-label={t('info.notice.browsers_label')}>
        {BROWSERS.map((browser) => (
          <li key={browser.name}>
            <a href={browser.href} rel="noopener noreferrer" target="_blank">
              {browser.name}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  if (SUPPORT_ACTION.has(kind)) {
    return (
      <a className={styles.action} href={`mailto:${t('info.notice.support_email')}`}>
        {t('info.notice.write_support', { email: t('info.notice.support_email') })}
      </a>
    );
  }
  return (
    <a className={styles.action} href={`/${ctx.lng}`}>
      {t('info.notice.home')}
    </a>
  );
}

/**
 * A technical page: what happened and what the visitor can do now; a player whose account is restricted may also
 * appeal it.
 */
export function NoticePage({ ctx, t, kind }: { ctx: RemoteContext; t: Translate; kind: NoticeKind }) {
  return (
    <section className={styles.notice} aria-labelledby="notice-title">
      <h1 id="notice-title" className={styles.title}>
        {t(`info.notice.${kind}.title`)}
      </h1>
      <p className={styles.text}>{t(`info.notice.${kind}.text`)}</p>
      <p className={styles.text}>{t(`info.notice.${kind}.action`)}</p>
      <NoticeAction kind={kind} ctx={ctx} t={t} />
      {kind === 'block' && ctx.user?.isRestricted === true && (
        <a className={styles.action} href={`/${ctx.lng}/block-appeal-history`}>
          {t('info.notice.block.appeal')}
        </a>
      )}
    </section>
  );
}
