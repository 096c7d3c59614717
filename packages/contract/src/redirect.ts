import { z } from 'zod/mini';

/** POST /redirects-api/api/v1/redirect-light */
export const redirectBodySchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) });

export const redirectResultSchema = z.object({
  redirect: z.boolean(),
  /** HTTP status to redirect with (301/302) when redirect is true. */
  code: z.int(),
  url: z.string(),
  reasons: z.array(z.string()),
  breadcrumbs: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type RedirectResult = z.infer<typeof redirectResultSchema>;
