import { isTransferModalSuppressed, parseQueryFlags } from '../routes/query-flags';
import { isLoggedIn } from './guard-context';
import type { GuardCookie, GuardEffects, GuardInput } from './guard-types';

export const PAYMENT_CONSULTANT_COOKIE = 'payment-consultant';
const PAYMENT_CONSULTANT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Cookies the query asks for, whatever the decision: `payment-consultant=1` is remembered. */
export function queryCookies(input: GuardInput): readonly GuardCookie[] {
  if (!parseQueryFlags(input.query).paymentConsultant) return [];
  return [{ name: PAYMENT_CONSULTANT_COOKIE, value: '1', maxAgeSeconds: PAYMENT_CONSULTANT_MAX_AGE_SECONDS }];
}

/**
 * The modal a rendered page opens from its query: forgot-password on home for a visitor, else the
 * transfer-user modal (not on registration nor with a token) or the coupon-settings modal. A player whose
 * account is to move here gets the transfer-user modal unasked, under the same exceptions.
 */
export function queryModal(input: GuardInput): GuardEffects['openModal'] {
  const flags = parseQueryFlags(input.query);
  const routeName = input.match?.route.name ?? null;
  if (flags.showForgotPasswordModal && routeName === 'home' && !isLoggedIn(input)) return 'forgot-password';
  const wantsTransfer =
    flags.modal === 'transfer-user' ||
    (isLoggedIn(input) && input.session.is_required_transfer && flags.modal === null);
  if (wantsTransfer) return isTransferModalSuppressed(routeName, flags) ? undefined : 'transfer-user';
  return flags.modal ?? undefined;
}
