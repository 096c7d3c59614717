import type { PageBody } from '../page-body';
import { OverviewGate } from './overview-gate';
import styles from './security.module.css';
import { useSecurityOverview } from './use-security-overview';

/** office.security-account: the account's login and contacts, how far they are confirmed, and where to change them. */
export const AccountProtection: PageBody = ({ ctx, t }) => {
  const { state } = useSecurityOverview();
  const link = (path: string, key: string) => <a href={`/${ctx.lng}/${path}`}>{t(key)}</a>;
  return (
    <OverviewGate state={state} t={t}>
      {(overview) => (
        <dl className={styles.details}>
          <dt>{t('security.account.user_id')}</dt>
          <dd>{overview.user_id}</dd>
          <dt>{t('security.account.login')}</dt>
          <dd>
            {overview.login} · {link('office/change-login', 'security.link.change_login')}
          </dd>
          <dt>{t('security.account.email')}</dt>
          <dd>
            {overview.email === null ? (
              link('office/email-change', 'security.link.add_email')
            ) : (
              <>
                {overview.email} (
                {t(overview.email_verified ? 'security.state.confirmed' : 'security.state.unconfirmed')}) ·{' '}
                {overview.email_verified
                  ? link('office/email-change', 'security.link.change_email')
                  : link('office/activation-email', 'security.link.confirm_email')}
              </>
            )}
          </dd>
          <dt>{t('security.account.phone')}</dt>
          <dd>
            {overview.phone === null ? (
              link('office/phone-binding', 'security.link.add_phone')
            ) : (
              <>
                {overview.phone} (
                {t(overview.phone_verified ? 'security.state.confirmed' : 'security.state.unconfirmed')}) ·{' '}
                {overview.phone_verified
                  ? link('office/phone-change', 'security.link.change_phone')
                  : link('office/phone-activate', 'security.link.confirm_phone')}
              </>
            )}
          </dd>
          <dt>{t('security.account.activation')}</dt>
          <dd>{t(`security.activation.${overview.activation_type}`)}</dd>
          <dt>{t('security.account.password')}</dt>
          <dd>
            {overview.changed_pass_day_count === null
              ? t('security.account.password_never_changed')
              : t('security.account.password_changed_days', { count: overview.changed_pass_day_count })}{' '}
            · {link('office/change-password', 'security.link.change_password')}
          </dd>
        </dl>
      )}
    </OverviewGate>
  );
};
