import { createApiClient, loadBlock, loadRedirect, loadSiteConfig } from '@betfront/api-client';
import type { ApiClient } from '@betfront/api-client';
import { languageCodeSchema, seoPageDataSchema, sessionSchema } from '@betfront/contract';
import type { BlockResult, RedirectResult, SeoPageData, SeoRequest, Session, SiteConfig } from '@betfront/contract';
import type { Fetcher } from '@betfront/remote-kit';
import { loadTranslations } from '@betfront/remote-kit/server';

/** The platform calls a server render makes, through the same validated client the browser uses. */
export interface PageApi {
  session(): Promise<Session>;
  config(lang: string, country: string | undefined): Promise<SiteConfig>;
  redirect(url: string): Promise<RedirectResult | null>;
  block(auth: boolean, url: string): Promise<BlockResult | null>;
  seo(request: SeoRequest): Promise<SeoPageData>;
  dictionary(lang: string, ids: readonly string[]): Promise<Record<string, string>>;
}

const quiet = { warn: () => undefined, error: () => undefined };

export function createPageApi(fetcher: Fetcher, log = quiet): PageApi {
  const client: ApiClient = createApiClient({ fetch: fetcher, applicationName: 'betfront-shell', log });
  return {
    session: () => client.request(sessionSchema, { method: 'GET', path: '/web-api/session', auth: false }),
    config: (lang, country) => {
      const parsed = languageCodeSchema.safeParse(lang);
      return loadSiteConfig(client, parsed.success ? parsed.data : 'ru', country, { log });
    },
    redirect: (url) => loadRedirect(client, url, { log }),
    block: (auth, url) => loadBlock(client, { auth, url, mainVipDomainAuthNeed: true }, { log }),
    seo: (body) =>
      client.request(seoPageDataSchema, { method: 'POST', path: '/web-api/seo/page-data', auth: false, body }),
    dictionary: async (lang, ids) => (await loadTranslations(fetcher, lang, ids)).dictionary,
  };
}
