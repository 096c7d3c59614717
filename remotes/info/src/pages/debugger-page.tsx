import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { storedTextStyles as styles } from '@betfront/ui';
import type { DebuggerConfig } from '../info-data';
import noticeStyles from './notice-page.module.css';

const list = (values: readonly number[]) => (values.length > 0 ? values.join(', ') : '—');

/** The development page: the route and the site settings this page was rendered with. */
export function DebuggerPage({ ctx, t, config }: { ctx: RemoteContext; t: Translate; config: DebuggerConfig }) {
  const rows: [string, string][] = [
    [t('info.debugger.language'), ctx.lng],
    [t('info.debugger.route'), ctx.route.name],
    [t('info.debugger.path'), ctx.route.path],
    [t('info.debugger.query'), JSON.stringify(ctx.route.query)],
    [t('info.debugger.user'), ctx.user ? String(ctx.user.id) : t('info.debugger.visitor')],
    [t('info.debugger.device'), ctx.isMobile ? t('info.debugger.mobile') : t('info.debugger.desktop')],
    [t('info.debugger.project'), `${config.projectName} (${config.domain})`],
    [t('info.debugger.default_language'), config.defaultLanguage],
    [t('info.debugger.features'), list(config.features)],
    [t('info.debugger.routes'), list(config.routes)],
    [t('info.debugger.maintenance'), config.maintenanceActive ? t('info.debugger.on') : t('info.debugger.off')],
  ];
  return (
    <section className={noticeStyles.notice} aria-labelledby="debugger-title">
      <h1 id="debugger-title" className={noticeStyles.title}>
        {t('info.debugger.title')}
      </h1>
      <p className={noticeStyles.text}>{t('info.debugger.text')}</p>
      <table className={styles.table}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
