import { z } from 'zod/mini';

/** The remote-view answer (mf-render-mode: json, mf-api-version: v2). */
export const remoteViewSchema = z.object({
  appName: z.string(),
  status: z.int(),
  title: z.string(),
  head: z.string(),
  body: z.string(),
  style: z.string(),
  cssToLoad: z.array(z.string()),
  scriptsToLoad: z.array(z.string()),
});
export type RemoteView = z.infer<typeof remoteViewSchema>;
