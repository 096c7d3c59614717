import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import type { OAuthProviderEnv } from '../registration/registration-env';
import { hashSecret, randomToken } from '../registration/secrets';
import { renderAuthorizePage } from './authorize-page';
import { findProfileByToken, insertGrant, redeemCode } from './grant-repository';
import { requestOrigin } from '../http/request-origin';
import { oneTapScript } from './one-tap-script';
import { authorizeQuerySchema, decisionFormSchema, oneTapCredentialSchema, tokenFormSchema } from './oauth-requests';
import { subjectOf, TEST_IDENTITIES } from './test-identities';

const PATHS = [
  '/dev/oauth/authorize',
  '/dev/oauth/token',
  '/dev/oauth/userinfo',
  '/dev/oauth/one-tap.js',
  '/dev/oauth/one-tap/credential',
];
/** The one client the test provider knows returns here, on the host it was called on. */
export const CALLBACK_PATH = '/web-api/registration/social/callback';
const GRANT_LIFETIME_SECONDS = 10 * 60;

function assertClient(request: FastifyRequest, oauth: OAuthProviderEnv, clientId: string, redirectUri: string): void {
  if (clientId !== oauth.clientId) throw new HttpError(400, 'unauthorized_client', 'Unknown client_id');
  const target = new URL(redirectUri);
  if (target.host !== request.host || target.pathname !== CALLBACK_PATH) {
    throw new HttpError(400, 'invalid_redirect_uri', 'The redirect_uri is not registered for this client');
  }
}

function clientSecretOf(request: FastifyRequest, fromBody: string | undefined): { id?: string; secret?: string } {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return { id: id && decodeURIComponent(id), secret: secret && decodeURIComponent(secret) };
  }
  return { secret: fromBody };
}

/**
 * A small OAuth 2 provider (authorization-code flow) so social registration runs offline: a page where a person
 * picks or types a test identity, the token endpoint and the userinfo endpoint. Outside production only.
 */
export function oauthTestProvider(db: Database, oauth: OAuthProviderEnv, enabled: boolean) {
  return async (app: FastifyInstance) => {
    if (!enabled) {
      for (const path of PATHS) {
        app.all(path, async () => {
          throw new HttpError(404, 'not_found', 'There is no test provider in production');
        });
      }
      return;
    }

    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get('/dev/oauth/authorize', async (request, reply) => {
      const query = parseInput(authorizeQuerySchema, request.query, 'query');
      assertClient(request, oauth, query.client_id, query.redirect_uri);
      const page = renderAuthorizePage({
        providerName: oauth.name,
        clientId: query.client_id,
        redirectUri: query.redirect_uri,
        state: query.state,
        styleNonce: reply.cspNonce.style,
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    });

    app.post('/dev/oauth/authorize', async (request, reply) => {
      const form = parseInput(decisionFormSchema, request.body, 'form');
      assertClient(request, oauth, form.client_id, form.redirect_uri);
      const back = new URL(form.redirect_uri);
      back.searchParams.set('state', form.state);
      if (form.decision === 'deny') {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.toString(), 303);
      }
      if (form.name === '' || !/^[^\s@]+@[^\s@]+$/.test(form.email)) {
        throw new HttpError(400, 'invalid_identity', 'Give the test person a name and an e-mail');
      }
      const code = randomToken();
      await insertGrant(db, {
        codeHash: hashSecret('oauth-code', code),
        clientId: form.client_id,
        redirectUri: form.redirect_uri,
        subject: subjectOf(form),
        email: form.email,
        name: form.name,
        expiresAt: new Date(Date.now() + GRANT_LIFETIME_SECONDS * 1000),
      });
      back.searchParams.set('code', code);
      return reply.redirect(back.toString(), 303);
    });

    app.post('/dev/oauth/token', async (request, reply) => {
      const form = parseInput(tokenFormSchema, request.body, 'form');
      const client = clientSecretOf(request, form.client_secret);
      const clientId = client.id ?? form.client_id;
      if (clientId !== oauth.clientId || client.secret !== oauth.clientSecret) {
        throw new HttpError(401, 'invalid_client', 'Wrong client credentials');
      }
      const accessToken = randomToken();
      const redeemed = await redeemCode(
        db,
        hashSecret('oauth-code', form.code),
        clientId,
        form.redirect_uri,
        hashSecret('oauth-token', accessToken),
      );
      if (!redeemed) throw new HttpError(400, 'invalid_grant', 'The code is unknown, used or expired');
      return reply
        .header('cache-control', 'no-store')
        .send({ access_token: accessToken, token_type: 'Bearer', expires_in: GRANT_LIFETIME_SECONDS });
    });

    const script = oneTapScript(oauth.name, TEST_IDENTITIES);
    app.get('/dev/oauth/one-tap.js', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
    );

    // The one-tap card's credential is a code bound to the client's callback, redeemed like the redirect flow's.
    app.post('/dev/oauth/one-tap/credential', async (request, reply) => {
      const form = parseInput(oneTapCredentialSchema, request.body, 'body');
      const redirectUri = `${requestOrigin(request)}${CALLBACK_PATH}`;
      assertClient(request, oauth, form.client_id, redirectUri);
      const credential = randomToken();
      await insertGrant(db, {
        codeHash: hashSecret('oauth-code', credential),
        clientId: form.client_id,
        redirectUri,
        subject: subjectOf(form),
        email: form.email,
        name: form.name,
        expiresAt: new Date(Date.now() + GRANT_LIFETIME_SECONDS * 1000),
      });
      return reply.header('cache-control', 'no-store').send({ credential });
    });

    app.get('/dev/oauth/userinfo', async (request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
      const profile = token ? await findProfileByToken(db, hashSecret('oauth-token', token)) : null;
      if (!profile) throw new HttpError(401, 'invalid_token', 'The access token is unknown or expired');
      return { sub: profile.subject, email: profile.email, name: profile.name };
    });
  };
}
