import { markRegistrationDone } from './registration-attempts';

/** The player is logged in: the page recorded before registration, or the current page again. */
export function continueAfterRegistration(redirectTo: string | null): void {
  markRegistrationDone();
  if (redirectTo) window.location.assign(redirectTo);
  else window.location.reload();
}
