import type { RemoteAppProps } from '@betfront/remote-kit';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { loadMailingSettings } from './mailing-api';
import { MailingSwitches } from './mailing-switches';

/** office.mailing-settings and office.email-subscription: what the player receives by e-mail and SMS. */
export function MailingSettingsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const request = useRequest(
    ['mailing-settings'],
    useCallback((signal: AbortSignal) => loadMailingSettings(signal), []),
  );
  if (request.value === null) return <RequestPending request={request} t={t} />;
  return <MailingSwitches lng={ctx.lng} initial={request.value} t={t} />;
}
