import type { ProtectionMethod } from '@betfront/contract/security';
import { PROTECTION_THRESHOLDS, protectionStatus } from '@betfront/contract/security';
import { SwitchLink } from '@betfront/ui';
import { useId } from 'react';
import type { PageBody } from '../page-body';
import { OverviewGate } from './overview-gate';
import styles from './security.module.css';
import { useSecurityOverview } from './use-security-overview';
import { formStyles } from '@betfront/account-ui/forms';

/** Each protection method and the page that turns it on, and off where that is another page. */
const METHODS: readonly { method: ProtectionMethod; path: string; offPath?: string }[] = [
  { method: 'is_changed_password', path: 'office/change-password' },
  {
    method: 'enable_two_factor_auth',
    path: 'office/two-factor-auth/enable',
    offPath: 'office/two-factor-auth/disable',
  },
  { method: 'enable_phone_binding', path: 'office/phone-binding' },
  { method: 'enable_security_question', path: 'office/security-question' },
  { method: 'enable_email_auth', path: 'office/security-auth-by-email' },
];

/** office.security: the protection level and every protection method with its state. */
export const SecurityHub: PageBody = ({ ctx, t }) => {
  const { state } = useSecurityOverview();
  const headingId = useId();
  const { lng } = ctx;
  return (
    <OverviewGate state={state} t={t}>
      {(overview) => {
        const level = overview.protection_level;
        return (
          <div className={formStyles.form}>
            <section className={styles.level} aria-labelledby={headingId}>
              <h2 id={headingId}>{t('security.level.title')}</h2>
              {level !== null && (
                <meter
                  className={styles.meter}
                  min={0}
                  max={100}
                  low={PROTECTION_THRESHOLDS.bad + 1}
                  high={PROTECTION_THRESHOLDS.good}
                  optimum={100}
                  value={level}
                  aria-label={t('security.level.title')}
                />
              )}
              <p>{t(`security.level.${protectionStatus(level)}`, { level: level ?? 0 })}</p>
            </section>
            <ul className={styles.list} aria-label={t('security.methods.title')}>
              {METHODS.map(({ method, path, offPath }) => {
                const on = overview.protection_methods[method];
                return (
                  <li key={method} className={styles.item}>
                    <SwitchLink
                      href={`/${lng}/${on && offPath ? offPath : path}`}
                      label={t(`security.method.${method}`)}
                      on={on}
                      stateText={t(on ? 'security.state.on' : 'security.state.off')}
                    />
                  </li>
                );
              })}
            </ul>
            <p className={formStyles.actions}>
              <a href={`/${lng}/office/security-account`}>{t('security.link.account')}</a>
              <a href={`/${lng}/office/session-history`}>{t('security.link.sessions')}</a>
            </p>
          </div>
        );
      }}
    </OverviewGate>
  );
};
