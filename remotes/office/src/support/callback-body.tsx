import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import type { OfficeData } from '../office-data';
import { CallbackForm } from './callback-form';

/** callback: a player orders a call; a visitor is asked to log in first, since the call is followed in the account. */
export function CallbackBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  if (ctx.user === null) {
    return (
      <EmptyState
        title={t('support.callback.visitor.title')}
        text={t('support.callback.visitor.text')}
        action={{ href: `/${lng}/user/login`, label: t('support.callback.visitor.login') }}
        links={[{ href: `/${lng}/support/email`, label: t('support.callback.visitor.write') }]}
      />
    );
  }
  return <CallbackForm lng={lng} t={t} />;
}
