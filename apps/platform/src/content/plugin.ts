import type { FastifyInstance } from 'fastify';
import {
  cashTerminalsQuerySchema,
  contentLangQuerySchema,
  contentPageParamsSchema,
  ruleChapterParamsSchema,
  ruleGroupParamsSchema,
} from '@betfront/contract/content';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { createContentRepository } from './content-repository';
import { cachedLayoutContent } from './cached-layout-content';
import { createContentService } from './content-service';

export interface ContentPluginOptions {
  /** The clock the footer's copyright year comes from. */
  now?: () => Date;
}

function found<T>(value: T | null, message: string): T {
  if (value === null) throw new HttpError(404, 'not_found', message);
  return value;
}

/** Information-page content: pages, rules, cash terminals, payment methods, the footer and the bottom navigation. */
export async function contentPlugin(app: FastifyInstance, options: ContentPluginOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const content = createContentService(createContentRepository(app.platform.db), now);
  const layout = cachedLayoutContent(app.platform.db, content, now);

  app.get('/web-api/content/pages/:slug', async (request) => {
    const { slug } = parseInput(contentPageParamsSchema, request.params, 'path');
    const { lang } = parseInput(contentLangQuerySchema, request.query, 'query');
    return found(await content.page(slug, lang), `There is no information page '${slug}'.`);
  });

  app.get('/web-api/content/rules', async (request) => {
    const { lang } = parseInput(contentLangQuerySchema, request.query, 'query');
    return content.rulesIndex(lang);
  });

  app.get('/web-api/content/rules/:group', async (request) => {
    const { group } = parseInput(ruleGroupParamsSchema, request.params, 'path');
    const { lang } = parseInput(contentLangQuerySchema, request.query, 'query');
    return found(await content.ruleGroup(group, lang), `There is no rule group '${group}'.`);
  });

  app.get('/web-api/content/rules/:group/:chapter', async (request) => {
    const { group, chapter } = parseInput(ruleChapterParamsSchema, request.params, 'path');
    const { lang } = parseInput(contentLangQuerySchema, request.query, 'query');
    return found(
      await content.ruleChapter(group, chapter, lang),
      `There is no chapter '${chapter}' in the rule group '${group}'.`,
    );
  });

  app.get('/web-api/content/cash-terminals', async (request) => {
    const { lang, city } = parseInput(cashTerminalsQuerySchema, request.query, 'query');
    return content.cashTerminals(lang, city);
  });

  app.get('/web-api/content/payment-methods', async (request) => {
    const { lang } = parseInput(contentLangQuerySchema, request.query, 'query');
    return content.paymentMethods(lang);
  });

  app.get('/web-api/content/footer', async (request) => {
    const { lang } = parseInput(contentLangQuerySchema, request.query, 'query');
    return found(await layout.footer(lang), 'The footer has no texts.');
  });

  app.get('/web-api/content/bottom-nav', async (request) => {
    const { lang } = parseInput(contentLangQuerySchema, request.query, 'query');
    return layout.bottomNav(lang);
  });
}
