import type { FastifyInstance } from 'fastify';
import { installFingerprintGuard } from './fingerprint-guard';
import { fingerprintRoutes } from './fingerprint-routes';

/**
 * The device fingerprint: the script the site loads (GET /fingerprint/fp.js), the call that signs what it
 * gathered (POST /web-api/fingerprint), and the check of `x-fingerprint` on login and registration calls.
 */
export async function fingerprintPlugin(app: FastifyInstance): Promise<void> {
  const { sessionSecret } = app.platform.env;
  installFingerprintGuard(app, sessionSecret);
  await app.register(fingerprintRoutes(sessionSecret));
}

// Not encapsulated: the guard's hook has to reach the login and registration routes of sibling plugins.
Object.assign(fingerprintPlugin, { [Symbol.for('skip-override')]: true });
