import { z } from 'zod';

const state = z.string().min(1).max(128);

/** GET /dev/oauth/authorize — what the client sends the person's browser with. */
export const authorizeQuerySchema = z.object({
  response_type: z.literal('code', 'Only the authorization-code flow is supported'),
  client_id: z.string().min(1).max(200),
  redirect_uri: z.url().max(500),
  scope: z.string().max(200).optional(),
  state,
});

/** POST /dev/oauth/authorize — the person's decision on the provider's page. */
export const decisionFormSchema = z.object({
  client_id: z.string().min(1).max(200),
  redirect_uri: z.url().max(500),
  state,
  decision: z.enum(['allow', 'deny']),
  name: z.string().trim().max(100).default(''),
  email: z.string().trim().toLowerCase().max(254).default(''),
});

/** POST /dev/oauth/token — the client's code exchange; the secret may also come in Basic authorization. */
export const tokenFormSchema = z.object({
  grant_type: z.literal('authorization_code', 'Only the authorization_code grant is supported'),
  code: z.string().min(1).max(100),
  redirect_uri: z.url().max(500),
  client_id: z.string().min(1).max(200).optional(),
  client_secret: z.string().min(1).max(500).optional(),
});

/** POST /dev/oauth/one-tap/credential — the one-tap card's pick of a person. */
export const oneTapCredentialSchema = z.object({
  client_id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(100),
  email: z.email().trim().toLowerCase().max(254),
});
