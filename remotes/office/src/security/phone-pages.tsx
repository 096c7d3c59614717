import type { PageBody } from '../page-body';
import { ContactCodeFlow } from './contact-code-flow';
import { NewPhoneFlow } from './new-phone-flow';
import { OverviewGate } from './overview-gate';
import { securityApi } from './security-api';
import styles from './security.module.css';
import { useSecurityOverview } from './use-security-overview';
import { formStyles } from '@betfront/account-ui/forms';

/** office.phone-binding: the bound phone and its state, or the form that binds one. */
export const PhoneBinding: PageBody = ({ ctx, t }) => {
  const { state } = useSecurityOverview();
  const { lng } = ctx;
  return (
    <OverviewGate state={state} t={t}>
      {({ phone, phone_verified }) =>
        phone === null ? (
          <>
            <p className={styles.muted}>{t('security.phone.none')}</p>
            <NewPhoneFlow t={t} lng={lng} />
          </>
        ) : (
          <div className={formStyles.form}>
            <p className={styles.item}>
              <span className={styles.itemText}>{phone}</span>
              <span className={phone_verified ? styles.badgeOn : styles.badgeOff}>
                {t(phone_verified ? 'security.state.confirmed' : 'security.state.unconfirmed')}
              </span>
            </p>
            <p className={formStyles.actions}>
              {!phone_verified && <a href={`/${lng}/office/phone-activate`}>{t('security.link.confirm_phone')}</a>}
              <a href={`/${lng}/office/phone-change`}>{t('security.link.change_phone')}</a>
            </p>
          </div>
        )
      }
    </OverviewGate>
  );
};

/** office.phone-activate: a code to the phone the account has, to confirm it. */
export const PhoneActivate: PageBody = ({ ctx, t }) => {
  const { state } = useSecurityOverview();
  const { lng } = ctx;
  return (
    <OverviewGate state={state} t={t}>
      {({ phone, phone_verified }) => {
        if (phone === null) return <NewPhoneFlow t={t} lng={lng} />;
        if (phone_verified)
          return <p className={formStyles.success}>{t('security.phone.already_confirmed', { phone })}</p>;
        return (
          <ContactCodeFlow
            t={t}
            targetFields={<p>{t('security.phone.activate_lead', { phone })}</p>}
            send={() => securityApi.sendPhoneCode({ current: true })}
            confirm={securityApi.confirmPhone}
            sendLabel={t('security.code.send')}
            doneText={t('security.phone.done')}
            after={<a href={`/${lng}/office/security`}>{t('security.link.back')}</a>}
          />
        );
      }}
    </OverviewGate>
  );
};

/** office.phone-change: a new phone replaces the bound one once its code is confirmed. */
export const PhoneChange: PageBody = ({ ctx, t }) => <NewPhoneFlow t={t} lng={ctx.lng} />;
