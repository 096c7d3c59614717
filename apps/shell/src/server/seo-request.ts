import type { SeoRequest, SiteConfig } from '@betfront/contract';
import { timeZoneFromCookies } from '../page/time-zone';
import type { RouteSeoKeys } from '../routes/route-seo';

/** The SEO request of a page: its keys, the championship and match it shows and the player's time zone. */
export function seoRequestOf(
  page: { lng: string; seo: RouteSeoKeys | null },
  config: Pick<SiteConfig, 'domain' | 'ref_id'>,
  cookies: Readonly<Record<string, string>>,
): SeoRequest {
  return {
    domain: config.domain,
    projectId: config.ref_id,
    language: page.lng,
    timezone: timeZoneFromCookies(cookies),
    stream: page.seo?.stream ?? '',
    section: page.seo?.section ?? '',
    subsectionId: null,
    championshipId: page.seo?.championshipId ?? null,
    matchId: page.seo?.matchId ?? null,
  };
}
