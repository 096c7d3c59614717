import type { Article, ArticleKind, ArticleSummary, PromotionCategory } from '@betfront/contract/articles';
import type { ContentLanguage } from '@betfront/contract/content';
import type { Queryable } from '../db/database';

interface ArticleRow {
  kind: ArticleKind;
  slug: string;
  category: PromotionCategory | null;
  title: string;
  summary: string;
  published_at: string | Date;
  ends_at: string | Date | null;
  sections: Article['sections'];
}

const iso = (value: string | Date) => new Date(value).toISOString();

function summaryOf(row: ArticleRow): ArticleSummary {
  return {
    kind: row.kind,
    slug: row.slug,
    category: row.category,
    title: row.title,
    summary: row.summary,
    published_at: iso(row.published_at),
    ends_at: row.ends_at === null ? null : iso(row.ends_at),
  };
}

/** The columns of one language; the language is one of two fixed names, never text from a request. */
function columns(lang: ContentLanguage): string {
  return `kind, slug, category, published_at, ends_at, title_${lang} as title, summary_${lang} as summary,
          body_${lang} as sections`;
}

const SHOWN = 'published_at is not null and published_at <= now() and (ends_at is null or ends_at > now())';

/** Published articles of a kind (promotions of a category when given), newest first. */
export async function listArticles(
  db: Queryable,
  kind: ArticleKind,
  lang: ContentLanguage,
  category?: PromotionCategory,
): Promise<ArticleSummary[]> {
  const rows = await db.query<ArticleRow>(
    `select ${columns(lang)} from articles
     where kind = $1 and ${SHOWN} and ($2::text is null or category = $2)
     order by published_at desc, slug`,
    [kind, category ?? null],
  );
  return rows.map(summaryOf);
}

export async function findArticle(
  db: Queryable,
  kind: ArticleKind,
  slug: string,
  lang: ContentLanguage,
): Promise<Article | null> {
  const rows = await db.query<ArticleRow>(
    `select ${columns(lang)} from articles where kind = $1 and slug = $2 and ${SHOWN}`,
    [kind, slug],
  );
  const row = rows[0];
  return row ? { ...summaryOf(row), sections: row.sections } : null;
}
