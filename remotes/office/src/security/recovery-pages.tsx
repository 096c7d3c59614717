import { ForgotPasswordFlow, PasswordReset } from '@betfront/account-ui/recovery';
import type { PageBody } from '../page-body';

/** user.forgotpassword: the recovery steps as a page; leaving them goes to the login page. */
export const ForgotPasswordPage: PageBody = ({ ctx, t }) => (
  <ForgotPasswordFlow lng={ctx.lng} t={t} onClose={() => window.location.assign(`/${ctx.lng}/user/login`)} />
);

/** user.passwordreset: the page the reset link of the recovery e-mail opens. */
export const PasswordResetPage: PageBody = ({ ctx, t }) => (
  <PasswordReset lng={ctx.lng} t={t} query={ctx.route.query} />
);
