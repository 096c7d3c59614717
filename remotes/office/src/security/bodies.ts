import type { PageBodies } from '../page-body';
import { AccountProtection } from './account-protection';
import { AccountVerify } from './account-verify';
import { ChangeLogin } from './change-login';
import { ChangePassword } from './change-password';
import { EmailAuth } from './email-auth';
import { ActivationEmail, EmailChange } from './email-pages';
import { PhoneActivate, PhoneBinding, PhoneChange } from './phone-pages';
import { ForgotPasswordPage, PasswordResetPage } from './recovery-pages';
import { SecurityHub } from './security-hub';
import { SecurityQuestion } from './security-question';
import { SessionHistory } from './session-history';
import { TwoFactorDisable, TwoFactorEnable } from './two-factor-pages';

/** Page bodies of the security area, by route name. */
export const SECURITY_BODIES: PageBodies = {
  'office.security': SecurityHub,
  'office.security-account': AccountProtection,
  'office.change-password': ChangePassword,
  'office.change-login': ChangeLogin,
  'office.phone-binding': PhoneBinding,
  'office.phone-activate': PhoneActivate,
  'office.phone-change': PhoneChange,
  'office.security-question': SecurityQuestion,
  'office.two-factor-auth.enable': TwoFactorEnable,
  'office.two-factor-auth.disable': TwoFactorDisable,
  'office.security-auth-by-email': EmailAuth,
  'office.session-history': SessionHistory,
  'office.email-change': EmailChange,
  'office.activation-email': ActivationEmail,
  'user.forgotpassword': ForgotPasswordPage,
  'user.passwordreset': PasswordResetPage,
  'user.accountverify': AccountVerify,
};
