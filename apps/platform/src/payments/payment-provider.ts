import type { PaymentDirection, PaymentMethodKind } from '@betfront/contract/payments';

/** What a provider is told about one payment. */
export interface ProviderPayment {
  /** The platform's payment id: the merchant reference, and the idempotency key of every call about it. */
  paymentId: string;
  direction: PaymentDirection;
  methodCode: string;
  methodKind: PaymentMethodKind;
  /** The amount the player pays in or asks for, "1500.00". */
  amount: string;
  currencyIso: string;
}

/** Where the provider sends the player back after its hosted page, one absolute URL per outcome. */
export interface ReturnUrls {
  success: string;
  fail: string;
  pending: string;
  cancel: string;
}

/** A provider's news about one of its transactions, read from a verified webhook. */
export interface ProviderEvent {
  /** Unique per event: an event applied once is not applied again. */
  eventId: string;
  /** The provider's transaction id, as it answered startDeposit or startPayout. */
  transactionId: string;
  paymentId: string;
  /** pending: still working; approved: a deposit is paid in; paid: a withdrawal is paid out. */
  status: 'pending' | 'approved' | 'declined' | 'cancelled' | 'paid';
  amount: string;
  currencyIso: string;
}

/** Why a webhook was refused; the platform logs the reason and changes nothing. */
export class WebhookRefused extends Error {
  constructor(
    readonly verdict: 'bad_signature' | 'stale' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookRefused';
  }
}

/**
 * One payment provider. The platform calls startDeposit and startPayout outside its transactions and learns every
 * outcome from webhooks only (POST /payments-api/webhooks/{name}); `PAYMENTS_PROVIDER` names the one in use.
 * To add a provider, implement this interface and name it in `payments/providers.ts`.
 */
export interface PaymentProvider {
  /** The provider's name in PAYMENTS_PROVIDER, in the webhook path and on every payment it handles. */
  readonly name: string;
  /** Opens the deposit on the provider's side; the player's browser goes to redirectUrl to pay. */
  startDeposit(
    payment: ProviderPayment,
    returnUrls: ReturnUrls,
  ): Promise<{ transactionId: string; redirectUrl: string }>;
  /** Asks the provider to pay an approved withdrawal out. Called again after a failure: must be idempotent on paymentId. */
  startPayout(payment: ProviderPayment): Promise<{ transactionId: string }>;
  /** Verifies a webhook's signature on its raw body and reads its event; throws WebhookRefused. */
  readWebhook(headers: Readonly<Record<string, string | string[] | undefined>>, rawBody: string): ProviderEvent;
}
