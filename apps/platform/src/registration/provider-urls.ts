import type { FastifyInstance } from 'fastify';
import { ProviderError } from './oauth-client';
import type { OAuthProviderEnv } from './registration-env';

const isLocalPath = (url: string) => url.startsWith('/');

/** The local test provider is served outside production only, so a provider given by paths works only there. */
export function isSocialAvailable(oauth: OAuthProviderEnv, nodeEnv: string): boolean {
  const usesLocal = [oauth.authorizeUrl, oauth.tokenUrl, oauth.userinfoUrl].some(isLocalPath);
  return !usesLocal || nodeEnv !== 'production';
}

/** The key identities are stored under, so two providers' equal subjects stay apart. */
export const providerKeyOf = (oauth: OAuthProviderEnv): string =>
  isLocalPath(oauth.authorizeUrl) ? 'local' : new URL(oauth.authorizeUrl).host;

/** Where this platform listens, for calling its own local provider (null until it listens). */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const { family, port } = address;
  if (family === 'IPv6') return `http://[${address.address === '::' ? '::1' : address.address}]:${port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${port}`;
}

/**
 * A provider URL for a server-to-server call. A path means the local provider, reached at the platform's own
 * listening address rather than the request's Host header, which a client could set to anything.
 */
export function serverSideUrl(app: FastifyInstance, url: string): string {
  if (!isLocalPath(url)) return url;
  const origin = ownOrigin(app);
  if (!origin) throw new ProviderError('The platform is not listening, so its local provider cannot be called');
  return `${origin}${url}`;
}
