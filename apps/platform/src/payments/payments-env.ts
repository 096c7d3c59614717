import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** The payment variables: which provider takes payments and the secret its webhooks are signed with. */
export const paymentsEnvSchema = z.object({
  PAYMENTS_PROVIDER: z.enum(['local', 'off']).optional(),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'PAYMENTS_WEBHOOK_SECRET must be at least 32 characters').optional(),
  PAYMENTS_SWEEP_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
});

export interface PaymentsEnv {
  /** The provider's name; null: payments are off. */
  provider: 'local' | null;
  webhookSecret: string;
  /** How often the payout and webhook-delivery sweeps run; null: not at all (unit tests run them by hand). */
  sweepMs: number | null;
}

type NodeEnv = 'development' | 'production' | 'test';

/** Outside production the secret, unless given, is derived from the session secret: stable across restarts. */
const derivedSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('payments-webhook').digest('hex');

/**
 * The local test provider is the default outside production and refused in production, where a real provider
 * is named (none is built in yet, so payments are off there unless one is added).
 */
export function paymentsEnvFrom(
  values: z.output<typeof paymentsEnvSchema>,
  nodeEnv: NodeEnv,
  sessionSecret: string,
): PaymentsEnv {
  const provider = values.PAYMENTS_PROVIDER ?? (nodeEnv === 'production' ? 'off' : 'local');
  if (provider === 'local' && nodeEnv === 'production') {
    throw new Error('Invalid environment: PAYMENTS_PROVIDER: the local test provider does not run in production');
  }
  return {
    provider: provider === 'off' ? null : provider,
    webhookSecret: values.PAYMENTS_WEBHOOK_SECRET ?? derivedSecret(sessionSecret),
    sweepMs: values.PAYMENTS_SWEEP_MS,
  };
}

/** The payment settings of an environment; without any (unit tests) the local provider with no sweeps. */
export function paymentsEnv(env: { payments?: PaymentsEnv; nodeEnv: NodeEnv; sessionSecret: string }): PaymentsEnv {
  return (
    env.payments ?? { ...paymentsEnvFrom(paymentsEnvSchema.parse({}), env.nodeEnv, env.sessionSecret), sweepMs: null }
  );
}
