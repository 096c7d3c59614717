import { ActivationForm, FastActivation } from '@betfront/account-ui/registration';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from '../office-data';

/** `user/activate`: the e-mail and the code from the activation letter. */
export function ActivationPage({ ctx, t }: RemoteAppProps<OfficeData>) {
  const email = ctx.route.query.email;
  return <ActivationForm t={t} {...(email !== undefined && email.length <= 254 ? { initialEmail: email } : {})} />;
}

/** `user/activatefast?token=`: the link from the activation letter, in one step. */
export function FastActivationPage({ ctx, t }: RemoteAppProps<OfficeData>) {
  return <FastActivation lng={ctx.lng} t={t} token={ctx.route.query.token} />;
}
