import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RegistrationEnv } from '../registration/registration-env';
import { registrationEnvFrom, registrationEnvSchema } from '../registration/registration-env';
import { productionProblems } from './production-requirements';
import type { PaymentsEnv } from '../payments/payments-env';
import { paymentsEnvFrom, paymentsEnvSchema } from '../payments/payments-env';
import { readOrCreateSessionSecret } from './session-secret';
import type { TrustProxy } from './trust-proxy';
import { trustProxySchema } from './trust-proxy';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SIMULATOR: z.enum(['on', 'off']).default('on'),
  SIMULATOR_SPEED: z.coerce.number().positive().max(600).default(1),
  SIMULATOR_LIVE_GAMES: z.coerce.number().int().min(1).max(500).default(64),
  TRUST_PROXY: trustProxySchema,
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) origin such as https://bet.example' })
    .transform((url) => new URL(url).origin)
    .optional(),
  ...registrationEnvSchema.shape,
  ...paymentsEnvSchema.shape,
});

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminToken: string | null;
  sessionSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /** The origin links and redirects use; null: the one each request came to (never in production). */
  publicOrigin?: string | null;
  /** The proxies whose client address and country the platform believes; absent: none. */
  trustProxy?: TrustProxy;
  /** Demo balance and the social registration provider; `registrationEnv(env)` fills the defaults when absent. */
  registration?: RegistrationEnv;
  /** The sportsbook's demo games and live simulator; null: neither (as in the platform's unit tests). */
  simulator?: SimulatorEnv | null;
  /** Whether this process sweeps for lottery draws whose time has come; absent: it does (tests run draws themselves). */
  isDrawSweepOn?: boolean;
  /** The payment provider and its webhook secret; `paymentsEnv(env)` fills the defaults when absent. */
  payments?: PaymentsEnv;
}

export interface SimulatorEnv {
  /** Game minutes played per real minute: 1 is real time. */
  speed: number;
  /** Games kept in play at any time. */
  liveGames: number;
}

/** Empty variables count as unset, so `ADMIN_TOKEN=` disables the admin API rather than failing. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/** Validates the environment once at boot; throws with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  const missingInProduction = values.NODE_ENV === 'production' ? productionProblems(values) : [];
  if (missingInProduction.length > 0) throw new Error(`Invalid environment: ${missingInProduction.join('; ')}`);
  const dataDir = resolve(values.DATA_DIR ?? resolve(repositoryRoot, '.data'));
  const sessionSecret = values.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    adminToken: values.ADMIN_TOKEN ?? null,
    sessionSecret,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    publicOrigin: values.PUBLIC_ORIGIN ?? null,
    trustProxy: values.TRUST_PROXY,
    registration: registrationEnvFrom(values, values.NODE_ENV),
    simulator:
      values.SIMULATOR === 'on' ? { speed: values.SIMULATOR_SPEED, liveGames: values.SIMULATOR_LIVE_GAMES } : null,
    payments: paymentsEnvFrom(values, values.NODE_ENV, sessionSecret),
  };
}
