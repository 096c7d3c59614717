import { z } from 'zod';

/** POST /redirects-api/api/v1/redirect-light */
export const redirectBodySchema = z.object({ url: z.string().min(1).max(2048) });

export const redirectResultSchema = z.object({
  redirect: z.boolean(),
  /** HTTP status to redirect with (301/302) when redirect is true. */
  code: z.number().int(),
  url: z.string(),
  reasons: z.array(z.string()),
  breadcrumbs: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type RedirectResult = z.infer<typeof redirectResultSchema>;
