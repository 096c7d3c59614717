import type { Env } from './env';

/** The first line a demo platform prints: what stands in for real services, so nobody mistakes it for production. */
export function demoModeNotice(env: Env): string {
  const database = env.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `an embedded database in ${env.dataDir}`;
  return (
    `betfront runs in demo mode (NODE_ENV=${env.nodeEnv}): ${database}, e-mail and SMS kept at /dev/outbox, ` +
    'local test providers for sign-in and payments (/dev/payments); not for real players or real money (NODE_ENV=production turns this off)'
  );
}
