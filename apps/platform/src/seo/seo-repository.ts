import type { Queryable } from '../db/database';

export interface SeoPageRow {
  title: string;
  description: string;
  keywords: string | null;
  seoText: string | null;
  metaRobots: string;
}

/**
 * The most specific row: (language, stream, section), then (language, stream, ''), then the language's
 * site default ('', ''), then the default language's site default.
 */
export async function findSeoPage(
  db: Queryable,
  key: { language: string; stream: string; section: string; defaultLanguage: string },
): Promise<SeoPageRow | null> {
  const rows = await db.query<SeoPageRow>(
    `select title, description, keywords, seo_text as "seoText", meta_robots as "metaRobots"
     from seo_pages
     where (language = $1 and ((stream = $2 and section in ($3, '')) or (stream = '' and section = '')))
        or (language = $4 and stream = '' and section = '')
     order by case
       when language = $1 and stream = $2 and section = $3 then 1
       when language = $1 and stream = $2 then 2
       when language = $1 then 3
       else 4
     end
     limit 1`,
    [key.language, key.stream, key.section, key.defaultLanguage],
  );
  return rows[0] ?? null;
}
