import { siteConfigSchema } from '@betfront/contract';
import type { Language } from '@betfront/contract';
import { footerAnswerSchema } from '@betfront/contract/content';
import { showsPolicyLogo } from '@betfront/contract/policy-logo';
import { z } from 'zod/mini';
import type { Fetcher, LoadArgs, LoadResult } from '@betfront/remote-kit';
import type { FooterData } from './footer-data';

const languagesConfigSchema = z.pick(siteConfigSchema, { languages: true });

/** The footer still renders without its language list when the site config is unavailable. */
async function loadLanguages(fetcher: Fetcher, lng: string, loggedIn: boolean): Promise<Language[]> {
  try {
    const response = await fetcher(`/bff-api/config/all.json?lang=${encodeURIComponent(lng)}`);
    if (!response.ok) return [];
    const { languages } = languagesConfigSchema.parse(await response.json());
    return languages.filter((language) => loggedIn || !language.hiddenForVisitors);
  } catch {
    return [];
  }
}

const countryConfigSchema = z.object({ result: z.object({ user_country_id: z.nullable(z.int()) }) });

/** A visitor has no country of their own: the logo needs a player's. */
async function loadShowsPolicyLogo(fetcher: Fetcher, loggedIn: boolean): Promise<boolean> {
  if (!loggedIn) return false;
  try {
    const response = await fetcher('/web-api/user/config');
    if (!response.ok) return false;
    return showsPolicyLogo(countryConfigSchema.parse(await response.json()).result.user_country_id);
  } catch {
    return false;
  }
}

export async function loadFooter({ ctx, fetch }: LoadArgs): Promise<LoadResult<FooterData>> {
  try {
    const [response, languages, policyLogo] = await Promise.all([
      fetch(`/web-api/content/footer?lang=${encodeURIComponent(ctx.lng)}`),
      loadLanguages(fetch, ctx.lng, ctx.user !== null),
      loadShowsPolicyLogo(fetch, ctx.user !== null),
    ]);
    if (!response.ok) return { status: 500 };
    const footer = footerAnswerSchema.parse(await response.json());
    return { status: 200, data: { footer, languages, showsPolicyLogo: policyLogo } };
  } catch {
    return { status: 500 };
  }
}
