import { ARTICLE_KINDS, articleSlugSchema, PROMOTION_CATEGORIES } from '@betfront/contract/articles';
import { contentSectionSchema } from '@betfront/contract/content';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { defineAction } from './define-action';

const text = (max: number) => z.string().trim().min(1).max(max);
const body = z.array(contentSectionSchema).min(1, 'an article has at least one section');
const moment = z.iso.datetime({ offset: true });

/**
 * Creates or rewrites an article in both languages. A new article stays a draft until `articlePublish`; an
 * existing one keeps its publication. Only a promotion has a category (its filter on the promotions list).
 */
export const articleSet = defineAction(
  z
    .object({
      kind: z.enum(ARTICLE_KINDS),
      slug: articleSlugSchema,
      category: z.enum(PROMOTION_CATEGORIES).optional(),
      endsAt: moment.nullable().default(null),
      titleRu: text(160),
      titleEn: text(160),
      summaryRu: text(400),
      summaryEn: text(400),
      bodyRu: body,
      bodyEn: body,
    })
    .refine((input) => (input.kind === 'promotion') === (input.category !== undefined), {
      message: 'a promotion has a category, other articles none',
      path: ['category'],
    }),
  async ({ db }, input) => {
    const rows = await db.query<{ published: boolean }>(
      `insert into articles (kind, slug, category, ends_at, title_ru, title_en, summary_ru, summary_en, body_ru, body_en)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (kind, slug) do update set category = excluded.category, ends_at = excluded.ends_at,
         title_ru = excluded.title_ru, title_en = excluded.title_en, summary_ru = excluded.summary_ru,
         summary_en = excluded.summary_en, body_ru = excluded.body_ru, body_en = excluded.body_en, updated_at = now()
       returning published_at is not null as published`,
      [
        input.kind,
        input.slug,
        input.category ?? null,
        input.endsAt,
        input.titleRu,
        input.titleEn,
        input.summaryRu,
        input.summaryEn,
        JSON.stringify(input.bodyRu),
        JSON.stringify(input.bodyEn),
      ],
    );
    return { kind: input.kind, slug: input.slug, isPublished: rows[0]?.published ?? false };
  },
);

/** Shows an article from now on (or from `at`), or takes it back to a draft. */
export const articlePublish = defineAction(
  z.object({
    kind: z.enum(ARTICLE_KINDS),
    slug: articleSlugSchema,
    isPublished: z.boolean(),
    at: moment.optional(),
  }),
  async ({ db }, input) => {
    const publishedAt = input.isPublished ? (input.at ?? new Date().toISOString()) : null;
    const rows = await db.query(
      `update articles set published_at = $3, updated_at = now()
       where kind = $1 and slug = $2 and ($3::timestamptz is null or ends_at is null or ends_at > $3::timestamptz)
       returning 1`,
      [input.kind, input.slug, publishedAt],
    );
    if (rows.length === 0) {
      const known = await db.query('select 1 from articles where kind = $1 and slug = $2', [input.kind, input.slug]);
      if (known.length === 0)
        throw new HttpError(404, 'article_not_found', `There is no ${input.kind} "${input.slug}"`);
      throw new HttpError(409, 'article_ended', `The ${input.kind} "${input.slug}" ends before that time`);
    }
    return { kind: input.kind, slug: input.slug, publishedAt };
  },
);

export const articleList = defineAction(
  z.object({ kind: z.enum(ARTICLE_KINDS).optional() }),
  async ({ db }, input) => ({
    articles: await db.query(
      `select kind, slug, category, title_en as "titleEn", published_at as "publishedAt", ends_at as "endsAt"
     from articles where $1::text is null or kind = $1 order by kind, published_at desc nulls first, slug`,
      [input.kind ?? null],
    ),
  }),
);
