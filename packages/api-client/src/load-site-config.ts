import { siteConfigSchema } from '@betfront/contract';
import type { LanguageCode, SiteConfig } from '@betfront/contract';
import type { ApiClient } from './api-client';
import type { LoaderOptions } from './loader-options';
import { withRetries } from './retry';
import { sleep as timerSleep } from './sleep';

export const SITE_CONFIG_TRIES = 5;
export const SITE_CONFIG_DELAY_MS = 1000;
/** Carries the visitor's country so the platform can fall back when the language is unknown. */
export const COUNTRY_HEADER = 'x-country-code';

export class NoSiteConfigError extends Error {
  override readonly name = 'NoSiteConfigError';

  constructor(cause: unknown) {
    super('no site config', { cause });
  }
}

/** GET /bff-api/config/all.json — 5 tries 1 s apart, then NoSiteConfigError. */
export async function loadSiteConfig(
  client: ApiClient,
  lang: LanguageCode,
  country?: string,
  { sleep = timerSleep }: LoaderOptions = {},
): Promise<SiteConfig> {
  const headers: Record<string, string> = country ? { [COUNTRY_HEADER]: country } : {};
  try {
    return await withRetries(
      () =>
        client.request(siteConfigSchema, { method: 'GET', path: '/bff-api/config/all.json', query: { lang }, headers }),
      { tries: SITE_CONFIG_TRIES, delayMs: SITE_CONFIG_DELAY_MS, sleep },
    );
  } catch (error) {
    throw new NoSiteConfigError(error);
  }
}
