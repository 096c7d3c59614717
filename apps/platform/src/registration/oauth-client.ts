import { z } from 'zod';
import type { OAuthProviderEnv } from './registration-env';

export interface ProviderProfile {
  subject: string;
  email: string | null;
  name: string | null;
}

const PROVIDER_TIMEOUT_MS = 5000;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1).max(4096),
  token_type: z.string().regex(/^bearer$/i),
});

const userinfoSchema = z.object({
  sub: z.union([z.string().min(1).max(255), z.number().int()]).transform(String),
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
});

/** The provider failed or answered something unusable; the visitor is sent back with `?error=provider`. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new ProviderError(`The provider's ${what} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ProviderError(`The provider's ${what} did not answer JSON`);
  }
}

/** The OAuth 2 authorization-code exchange, then the userinfo call with the access token. */
export async function fetchProviderProfile(
  oauth: OAuthProviderEnv,
  urls: { token: string; userinfo: string },
  code: string,
  redirectUri: string,
): Promise<ProviderProfile> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: oauth.clientId,
    client_secret: oauth.clientSecret,
  });
  try {
    const tokenResponse = await fetch(urls.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const token = tokenAnswerSchema.safeParse(await readJson(tokenResponse, 'token endpoint'));
    if (!token.success) throw new ProviderError('The provider gave no bearer access token');
    const userinfoResponse = await fetch(urls.userinfo, {
      headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const profile = userinfoSchema.safeParse(await readJson(userinfoResponse, 'userinfo endpoint'));
    if (!profile.success) throw new ProviderError('The provider gave no subject for the person');
    const email = z.email().safeParse(profile.data.email?.trim().toLowerCase());
    return {
      subject: profile.data.sub,
      email: email.success ? email.data : null,
      name: profile.data.name?.trim() || null,
    };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(`The provider could not be reached: ${String(error)}`);
  }
}
