/** A modal the shell shows over the page. The login modal may know the page to open once logged in. */
export type ModalRequest =
  | { name: 'login'; returnTo: string | null }
  | { name: 'registration' }
  | { name: 'forgot-password' }
  | { name: 'coupon-settings' };

/** The modal a page's query opens, of those the shell draws (the transfer-user dialog is not among them). */
export function queryModalRequest(name: 'forgot-password' | 'transfer-user' | 'coupon-settings' | undefined) {
  if (name === 'forgot-password' || name === 'coupon-settings') return { name } satisfies ModalRequest;
  return null;
}
