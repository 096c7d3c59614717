import type { PageBodies } from '../page-body';
import { ActivationPage, FastActivationPage } from './activation-page';
import { RegistrationPage } from './registration-page';

/** Page bodies of the registration area, by route name. */
export const REGISTRATION_BODIES: PageBodies = {
  registration: RegistrationPage,
  'user.registration': RegistrationPage,
  'user.activate': ActivationPage,
  'user.activatefast': FastActivationPage,
};
