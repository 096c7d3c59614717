import { z } from 'zod';

const providerUrlSchema = z
  .string()
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'an http(s) URL, or a path on this platform (the local test provider)');

/** The variables of registration; every one has a default that points at the local OAuth 2 test provider. */
export const registrationEnvSchema = z.object({
  DEMO_BALANCE: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'DEMO_BALANCE is an amount such as 1000 or 250.50')
    .optional(),
  OAUTH_PROVIDER_NAME: z.string().min(1).max(40).default('Test ID'),
  OAUTH_AUTHORIZE_URL: providerUrlSchema.default('/dev/oauth/authorize'),
  OAUTH_TOKEN_URL: providerUrlSchema.default('/dev/oauth/token'),
  OAUTH_USERINFO_URL: providerUrlSchema.default('/dev/oauth/userinfo'),
  OAUTH_CLIENT_ID: z.string().min(1).max(200).default('betfront-local'),
  OAUTH_CLIENT_SECRET: z.string().min(1).max(500).default('betfront-local-secret'),
  OAUTH_SCOPE: z.string().min(1).max(200).default('openid email profile'),
  OAUTH_ONE_TAP_SCRIPT_URL: providerUrlSchema.default('/dev/oauth/one-tap.js'),
});

export interface OAuthProviderEnv {
  name: string;
  /** A path (not a URL) means this platform's own local test provider. */
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** The provider's one-tap script (a path: the local test provider's). */
  oneTapScriptUrl: string;
}

export interface RegistrationEnv {
  /** The opening balance of every new player, a decimal string; null when demo mode is off. */
  demoBalance: string | null;
  oauth: OAuthProviderEnv;
}

type NodeEnv = 'development' | 'production' | 'test';

const DEFAULT_DEMO_BALANCE = '1000';

/** Demo mode is on by default outside production; `DEMO_BALANCE=0` turns it off, any other amount sets the balance. */
export function registrationEnvFrom(values: z.output<typeof registrationEnvSchema>, nodeEnv: NodeEnv): RegistrationEnv {
  const demoBalance = values.DEMO_BALANCE ?? (nodeEnv === 'production' ? '0' : DEFAULT_DEMO_BALANCE);
  return {
    demoBalance: Number(demoBalance) > 0 ? demoBalance : null,
    oauth: {
      name: values.OAUTH_PROVIDER_NAME,
      authorizeUrl: values.OAUTH_AUTHORIZE_URL,
      tokenUrl: values.OAUTH_TOKEN_URL,
      userinfoUrl: values.OAUTH_USERINFO_URL,
      clientId: values.OAUTH_CLIENT_ID,
      clientSecret: values.OAUTH_CLIENT_SECRET,
      scope: values.OAUTH_SCOPE,
      oneTapScriptUrl: values.OAUTH_ONE_TAP_SCRIPT_URL,
    },
  };
}

/** The registration settings of an environment, the defaults when it carries none. */
export function registrationEnv(env: { registration?: RegistrationEnv; nodeEnv: NodeEnv }): RegistrationEnv {
  return env.registration ?? registrationEnvFrom(registrationEnvSchema.parse({}), env.nodeEnv);
}
