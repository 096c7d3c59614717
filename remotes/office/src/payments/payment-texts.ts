import type { FormMessage } from '@betfront/account-ui/forms';
import { formatMoney } from '@betfront/account-ui/wallet';
import { isApiError } from '@betfront/api-client';
import type { PaymentMethod } from '@betfront/contract/payments';
import type { Translate } from '@betfront/remote-kit';
import { z } from 'zod/mini';

/** The refusals the platform names for payments and payment requests, each with its text in the player's language. */
const NAMED_ERRORS = new Set([
  'amount_not_positive',
  'amount_precision',
  'amount_below_minimum',
  'amount_above_maximum',
  'method_unavailable',
  'method_not_deposited',
  'insufficient_balance',
  'identification_required',
  'player_banned',
  'terms_changed',
  'country_blocked',
  'account_frozen',
  'payments_unavailable',
  'provider_unavailable',
  'payment_not_started',
  'withdrawal_not_pending',
  'account_not_payable',
  'topic_not_found',
  'payment_not_of_topic',
  'payment_not_found',
  'request_closed',
  'request_not_found',
  'self_excluded',
  'timed_out',
  'session_limit_ended',
  'bonus_wagering',
]);

const remainingSchema = z.object({ remaining: z.string() });

/** A refusal's message: the named ones from the dictionary, any other in the platform's own words. */
export function paymentErrorMessage(error: unknown): FormMessage {
  if (isApiError(error) && error.code === 'deposit_limit_exceeded') {
    const remaining = error.details(remainingSchema)?.remaining;
    return remaining === undefined
      ? { key: 'payments.error.deposit_limit_reached', vars: {} }
      : { key: 'payments.error.deposit_limit_exceeded', vars: { remaining } };
  }
  if (isApiError(error) && error.code && NAMED_ERRORS.has(error.code)) {
    return { key: `payments.error.${error.code}`, vars: {} };
  }
  return isApiError(error) && error.message
    ? { key: 'form_platform_refusal', vars: { message: error.message } }
    : { key: 'payments.error.other', vars: {} };
}

/** A refusal's text in the player's language, or the platform's own words. */
export function paymentErrorText(error: unknown, t: Translate): string {
  const { key, vars } = paymentErrorMessage(error);
  return t(key, vars);
}

export function methodFeeText(method: PaymentMethod, t: Translate): string {
  const hasPercent = /[1-9]/.test(method.feePercent);
  const hasFixed = /[1-9]/.test(method.feeFixed);
  const percent = method.feePercent.replace(/\.?0+$/, '');
  const fixed = formatMoney(method.feeFixed, method.currencyIso);
  if (hasPercent && hasFixed) return t('payments.method.fee_both', { percent, fixed });
  if (hasPercent) return t('payments.method.fee_percent', { percent });
  if (hasFixed) return t('payments.method.fee_fixed', { fixed });
  return t('payments.method.fee_none');
}

export function methodTimeText(minutes: number, t: Translate): string {
  if (minutes === 0) return t('payments.method.time_instant');
  if (minutes < 120) return t('payments.method.time_minutes', { minutes });
  return t('payments.method.time_hours', { hours: Math.ceil(minutes / 60) });
}
