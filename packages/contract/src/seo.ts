import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** POST /web-api/seo/page-data — the SEO request of the spec. */
export const seoRequestSchema = z.object({
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
  projectId: z.int().check(z.nonnegative()),
  language: languageCodeSchema,
  timezone: z.int().check(z.gte(-12), z.lte(14)),
  stream: z.string().check(z.maxLength(100)),
  section: z.string().check(z.maxLength(100)),
  subsectionId: z.nullable(z.int().check(z.nonnegative())),
  championshipId: z.nullable(z.int().check(z.nonnegative())),
  matchId: z.nullable(z.int().check(z.nonnegative())),
});
export type SeoRequest = z.infer<typeof seoRequestSchema>;

export const seoPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  metaRobots: z.string(),
  hierarchyMetaRobots: z.nullable(z.string()),
  metas: z.array(z.object({ name: z.string(), content: z.string() })),
  customCanonical: z.nullable(
    z.object({
      mode: z.enum(['url', 'mirror']),
      targetUrl: z.nullable(z.string()),
      domain: z.object({ host: z.string() }),
    }),
  ),
  /** The SEO text block shown under the content. */
  content: z.nullable(z.object({ style: z.string(), content: z.string() })),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;
