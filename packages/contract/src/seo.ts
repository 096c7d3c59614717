import { z } from 'zod';
import { languageCodeSchema } from './language';

/** POST /web-api/seo/page-data — the SEO request of the spec. */
export const seoRequestSchema = z.object({
  domain: z.string().min(1).max(253),
  projectId: z.number().int().nonnegative(),
  language: languageCodeSchema,
  timezone: z.number().int().min(-12).max(14),
  stream: z.string().max(100),
  section: z.string().max(100),
  subsectionId: z.number().int().nonnegative().nullable(),
  championshipId: z.number().int().nonnegative().nullable(),
  matchId: z.number().int().nonnegative().nullable(),
});
export type SeoRequest = z.infer<typeof seoRequestSchema>;

export const seoPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  metaRobots: z.string(),
  hierarchyMetaRobots: z.string().nullable(),
  metas: z.array(z.object({ name: z.string(), content: z.string() })),
  customCanonical: z
    .object({
      mode: z.enum(['url', 'mirror']),
      targetUrl: z.string().nullable(),
      domain: z.object({ host: z.string() }),
    })
    .nullable(),
  /** The SEO text block shown under the content. */
  content: z.object({ style: z.string(), content: z.string() }).nullable(),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;
