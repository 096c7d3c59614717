/** A modal the shell shows over the page. The login modal may know the page to open once logged in. */
export type ModalRequest =
  { name: 'login'; returnTo: string | null } | { name: 'registration' } | { name: 'forgot-password' };
