import type { PageBody } from '../page-body';
import { ContactCodeFlow } from './contact-code-flow';
import { NewEmailFlow } from './new-email-flow';
import { OverviewGate } from './overview-gate';
import { securityApi } from './security-api';
import { useSecurityOverview } from './use-security-overview';
import { formStyles } from '@betfront/account-ui/forms';

/** office.email-change: a new e-mail replaces the account's once its code is confirmed. */
export const EmailChange: PageBody = ({ ctx, t }) => <NewEmailFlow t={t} lng={ctx.lng} />;

/** office.activation-email: a code to the e-mail the account has, to confirm it. */
export const ActivationEmail: PageBody = ({ ctx, t }) => {
  const { state } = useSecurityOverview();
  const { lng } = ctx;
  return (
    <OverviewGate state={state} t={t}>
      {({ email, email_verified }) => {
        if (email === null) return <NewEmailFlow t={t} lng={lng} />;
        if (email_verified)
          return <p className={formStyles.success}>{t('security.email.already_confirmed', { email })}</p>;
        return (
          <ContactCodeFlow
            t={t}
            targetFields={<p>{t('security.email.activate_lead', { email })}</p>}
            send={() => securityApi.sendEmailCode({ current: true })}
            confirm={securityApi.confirmEmail}
            sendLabel={t('security.code.send')}
            doneText={t('security.email.done')}
            after={<a href={`/${lng}/office/security-account`}>{t('security.link.back')}</a>}
          />
        );
      }}
    </OverviewGate>
  );
};
