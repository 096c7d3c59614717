import { LoginForm } from '@betfront/account-ui/login';
import { SECOND_STEP_QUERY } from '@betfront/contract/auth';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from '../office-data';

/**
 * The login page. Once logged in the page loads again: the server then sends the player on from a page for
 * visitors only, to the page remembered before login when there is one.
 */
export function LoginPageBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const again = () => {
    const search = new URLSearchParams(ctx.route.query).toString();
    location.assign(search === '' ? ctx.route.path : `${ctx.route.path}?${search}`);
  };
  const startsAtSecondStep = ctx.route.query.step === SECOND_STEP_QUERY.step;
  return <LoginForm lng={ctx.lng} t={t} onLoggedIn={again} startsAtSecondStep={startsAtSecondStep} />;
}
