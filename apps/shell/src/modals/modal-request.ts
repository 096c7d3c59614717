import type { GuardEffects } from '../guards/guard-types';

/** A modal the shell shows over the page. The login modal may know the page to open once logged in. */
export type ModalRequest =
  | { name: 'login'; returnTo: string | null }
  | { name: 'registration' }
  | { name: 'forgot-password' }
  | { name: 'coupon-settings' }
  | { name: 'transfer-user' };

/** The modal a page's query asks for, as the shell draws it. */
export function queryModalRequest(name: GuardEffects['openModal']): ModalRequest | null {
  return name === undefined ? null : { name };
}

/** Modals whose texts the page's first render did not carry: they wait for the whole dictionaries. */
export const needsWholeTexts = (request: ModalRequest | null): boolean =>
  request?.name === 'coupon-settings' || request?.name === 'transfer-user';
