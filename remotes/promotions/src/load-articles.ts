import { articleListSchema, articleSchema } from '@betfront/contract/articles';
import type { Article, ArticleSummary } from '@betfront/contract/articles';
import { bonusRuleSchema, bonusRulesAnswerSchema } from '@betfront/contract/bonuses';
import type { BonusRule } from '@betfront/contract/bonuses';
import type { Fetcher, LoadResult } from '@betfront/remote-kit';
import { parse } from 'zod/mini';
import type { core } from 'zod/mini';
import { NO_PLAY_CONTENT, loadPlayContent } from './load-play-content';
import type { PlayContent } from './load-play-content';
import type { PromotionsData } from './promotions-data';

/** A route's page with the operator content it shows: the promotions of the list, or the one article. */
export interface PromotionsPageData extends PromotionsData, PlayContent {
  promotions: ArticleSummary[] | null;
  article: Article | null;
  /** The offers of the bonus rules page, or the one offer of a bonus's rules page. */
  bonusRules: BonusRule[] | null;
  bonusRule: BonusRule | null;
}

/** Offer codes: lower-case letters, digits and dashes. */
const OFFER_CODE = /^[a-z0-9-]{2,40}$/;

const NOTHING = { promotions: null, article: null, bonusRules: null, bonusRule: null, ...NO_PLAY_CONTENT };

async function fetchParsed<T>(fetcher: Fetcher, url: string, schema: core.$ZodType<T>): Promise<T | null> {
  const response = await fetcher(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parse(schema, await response.json());
}

async function loadContent(
  data: PromotionsData,
  fetcher: Fetcher,
  lng: string,
): Promise<Partial<PromotionsPageData> | null> {
  const lang = new URLSearchParams({ lang: lng });
  if (data.articleRef) {
    const { kind, slug } = data.articleRef;
    const article = await fetchParsed(
      fetcher,
      `/web-api/articles/${kind}/${encodeURIComponent(slug)}?${lang}`,
      articleSchema,
    );
    return article && { article };
  }
  if (data.bonusRuleCode) {
    if (!OFFER_CODE.test(data.bonusRuleCode)) return null;
    const url = `/web-api/bonus-rules/${encodeURIComponent(data.bonusRuleCode)}?${lang}`;
    const bonusRule = await fetchParsed(fetcher, url, bonusRuleSchema);
    return bonusRule && { bonusRule, vars: { ...data.vars, bonus: bonusRule.title } };
  }
  if (data.content === 'rules') {
    const answer = await fetchParsed(fetcher, `/web-api/bonus-rules?${lang}`, bonusRulesAnswerSchema);
    return { bonusRules: answer?.rules ?? [] };
  }
  const play = await loadPlayContent(data, fetcher, lng);
  if (play) return play;
  if (data.content !== 'promotions') return {};
  const query = new URLSearchParams({ kind: 'promotion', lang: lng });
  if (data.category && data.category !== 'all') query.set('category', data.category);
  const list = await fetchParsed(fetcher, `/web-api/articles?${query}`, articleListSchema);
  return { promotions: list?.articles ?? [] };
}

/**
 * Adds what the page shows from the platform (the promotions, an article, the bonus rules): 404 for an article
 * or offer that is not published, 500 when a call fails.
 */
export async function loadArticles(
  data: PromotionsData,
  fetcher: Fetcher,
  lng: string,
): Promise<LoadResult<PromotionsPageData>> {
  try {
    const content = await loadContent(data, fetcher, lng);
    return content ? { status: 200, data: { ...data, ...NOTHING, ...content } } : { status: 404 };
  } catch {
    return { status: 500 };
  }
}
