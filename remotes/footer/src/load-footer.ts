import { siteConfigSchema } from '@betfront/contract';
import type { Language } from '@betfront/contract';
import { footerAnswerSchema } from '@betfront/contract/content';
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

export async function loadFooter({ ctx, fetch }: LoadArgs): Promise<LoadResult<FooterData>> {
  try {
    const [response, languages] = await Promise.all([
      fetch(`/web-api/content/footer?lang=${encodeURIComponent(ctx.lng)}`),
      loadLanguages(fetch, ctx.lng, ctx.user !== null),
    ]);
    if (!response.ok) return { status: 500 };
    return { status: 200, data: { footer: footerAnswerSchema.parse(await response.json()), languages } };
  } catch {
    return { status: 500 };
  }
}
