import {
  cashTerminalsAnswerSchema,
  contentPageSchema,
  paymentMethodsAnswerSchema,
  ruleChapterAnswerSchema,
  ruleGroupSchema,
  rulesIndexSchema,
} from '@betfront/contract/content';
import type { ContentPageSlug } from '@betfront/contract/content';
import { articleListSchema, articleSchema } from '@betfront/contract/articles';
import type { Fetcher } from '@betfront/remote-kit';
import { fetchParsed, langQuery } from './fetch-content';

/** The platform's content calls the info pages make. */
export function createContentApi(fetcher: Fetcher, lng: string) {
  const lang = langQuery(lng);
  return {
    page: (slug: ContentPageSlug) =>
      fetchParsed(fetcher, `/web-api/content/pages/${encodeURIComponent(slug)}?${lang}`, contentPageSchema),
    rulesIndex: () => fetchParsed(fetcher, `/web-api/content/rules?${lang}`, rulesIndexSchema),
    ruleGroup: (group: string) =>
      fetchParsed(fetcher, `/web-api/content/rules/${encodeURIComponent(group)}?${lang}`, ruleGroupSchema),
    ruleChapter: (group: string, chapter: string) =>
      fetchParsed(
        fetcher,
        `/web-api/content/rules/${encodeURIComponent(group)}/${encodeURIComponent(chapter)}?${lang}`,
        ruleChapterAnswerSchema,
      ),
    cashTerminals: () => fetchParsed(fetcher, `/web-api/content/cash-terminals?${lang}`, cashTerminalsAnswerSchema),
    news: () => fetchParsed(fetcher, `/web-api/articles?${langQuery(lng, { kind: 'news' })}`, articleListSchema),
    newsArticle: (slug: string) =>
      fetchParsed(fetcher, `/web-api/articles/news/${encodeURIComponent(slug)}?${lang}`, articleSchema),
    paymentMethods: () => fetchParsed(fetcher, `/web-api/content/payment-methods?${lang}`, paymentMethodsAnswerSchema),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
