import { z } from 'zod/mini';
import { contentSectionSchema } from './content';
import { languageCodeSchema } from './language';

/** What an operator article is: a news item, a promotion, a partner's page or a landing. */
export const ARTICLE_KINDS = ['news', 'promotion', 'partner', 'landing'] as const;
export const articleKindSchema = z.enum(ARTICLE_KINDS);
export type ArticleKind = z.infer<typeof articleKindSchema>;

/** The promotions list's categories (`all` is no filter). */
export const PROMOTION_CATEGORIES = ['bookmaker', 'casino', 'poker', 'first-deposit', 'redeposit', 'cashback'] as const;
export const promotionCategorySchema = z.enum(PROMOTION_CATEGORIES);
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const articleSlugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'a short lower-case name'));

export const articleSummarySchema = z.object({
  kind: articleKindSchema,
  slug: articleSlugSchema,
  category: z.nullable(promotionCategorySchema),
  title: z.string().check(z.minLength(1)),
  summary: z.string().check(z.minLength(1)),
  published_at: z.iso.datetime(),
  /** When a promotion ends; null when it runs until further notice. */
  ends_at: z.nullable(z.iso.datetime()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = z.extend(articleSummarySchema, { sections: z.array(contentSectionSchema) });
export type Article = z.infer<typeof articleSchema>;

/** GET /web-api/articles?kind=&lang=&category= — published articles of a kind, newest first. */
export const articleListQuerySchema = z.object({
  kind: articleKindSchema,
  lang: languageCodeSchema,
  category: z.optional(promotionCategorySchema),
});
export const articleListSchema = z.object({ articles: z.array(articleSummarySchema) });
export type ArticleList = z.infer<typeof articleListSchema>;

/** GET /web-api/articles/:kind/:slug?lang= */
export const articleParamsSchema = z.object({ kind: articleKindSchema, slug: articleSlugSchema });
export const articleQuerySchema = z.object({ lang: languageCodeSchema });
