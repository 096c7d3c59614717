import { z } from 'zod/mini';

/** Feature number of the one-tap social sign-in (site §1): off unless the operator turns it on. */
export const ONE_TAP_FEATURE = 13;

/** The provider as the one-tap paths name it: "Test ID" is test-id (social-api/oauth/test-id-one-tap). */
export const oneTapProviderSlug = (providerName: string): string =>
  providerName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'oauth';

/** GET /social-api/oauth/{provider}-one-tap/clientId — what the browser needs to show the provider's prompt. */
export const oneTapClientAnswerSchema = z.object({
  clientId: z.string().check(z.minLength(1)),
  /** The provider's script; it shows the prompt and hands the sign-in credential to the page. */
  scriptUrl: z.string().check(z.minLength(1)),
  /** The provider's name, as the messages about its script say it. */
  providerName: z.string().check(z.minLength(1)),
});
export type OneTapClient = z.infer<typeof oneTapClientAnswerSchema>;

const idField = z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1_000_000)));

/** POST /social-api/oauth/{provider}-one-tap — a multipart form. */
export const oneTapFormSchema = z.object({
  /** The sign-in credential the provider's prompt gave the page. */
  credential: z.string().check(z.minLength(1), z.maxLength(4096)),
  lng: z._default(z.enum(['ru', 'en']), 'ru'),
  currency_id: idField,
  countryId: idField,
});

/** Where the browser goes once signed in. */
export const oneTapAnswerSchema = z.object({ redirectUrl: z.string().check(z.startsWith('/')) });
