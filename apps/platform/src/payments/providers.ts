import type { Database } from '../db/database';
import { localPaymentProvider } from './local-provider/local-provider';
import type { PaymentProvider } from './payment-provider';
import type { PaymentsEnv } from './payments-env';

/** The provider PAYMENTS_PROVIDER names; null when payments are off. A new provider is added here. */
export function paymentProviderOf(db: Database, env: PaymentsEnv): PaymentProvider | null {
  if (env.provider === 'local') return localPaymentProvider(db, env.webhookSecret);
  return null;
}
