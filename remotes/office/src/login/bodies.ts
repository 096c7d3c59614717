import type { PageBodies } from '../page-body';
import { LoginPageBody } from './login-page-body';

/** Page bodies of the login area, by route name. */
export const LOGIN_BODIES: PageBodies = {
  'user.login': LoginPageBody,
  auth: LoginPageBody,
};
