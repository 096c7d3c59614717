import { isApiError } from '@betfront/api-client';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useEffect, useState } from 'react';
import type { OfficeData } from '../office-data';
import sharedStyles from '../shared/shared.module.css';
import { securityApi } from './security-api';

type Outcome = 'checking' | 'confirmed' | 'expired' | 'wrong' | 'incomplete' | 'failed';

const USER_ID = /^\d{1,18}$/;
const CODE = /^\d{6}$/;

function outcomeOf(error: unknown): Outcome {
  if (isApiError(error) && error.code === 'code_expired') return 'expired';
  if (isApiError(error) && (error.code === 'invalid_code' || error.status === 400)) return 'wrong';
  return 'failed';
}

/** The e-mail confirmation letter's link: checks the code it carries once and says what came of it. */
export function AccountVerify({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { user, code } = ctx.route.query;
  const isComplete = user !== undefined && code !== undefined && USER_ID.test(user) && CODE.test(code);
  const [outcome, setOutcome] = useState<Outcome>(isComplete ? 'checking' : 'incomplete');

  useEffect(() => {
    if (!isComplete) return;
    securityApi.verifyAccount({ user: Number(user), code }).then(
      () => setOutcome('confirmed'),
      (error: unknown) => setOutcome(outcomeOf(error)),
    );
  }, [isComplete, user, code]);

  const next =
    outcome === 'confirmed'
      ? { href: `/${ctx.lng}/office/account`, label: t('security.verify.to_account') }
      : { href: `/${ctx.lng}/office/activation-email`, label: t('security.verify.send_again') };
  return (
    <div className={sharedStyles.page}>
      <p role={outcome === 'confirmed' || outcome === 'checking' ? 'status' : 'alert'}>
        {t(`security.verify.${outcome}`)}
      </p>
      {outcome !== 'checking' && (
        <p>
          <a className={BUTTON_CLASS.primary} href={next.href}>
            {next.label}
          </a>
        </p>
      )}
    </div>
  );
}
