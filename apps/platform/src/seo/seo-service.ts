import type { SeoPageData, SeoRequest } from '@betfront/contract';
import type { Queryable } from '../db/database';
import { createOperatorCache } from '../operator-cache/operator-cache';
import { readCachedSiteSettings } from '../settings/cached-site-settings';
import type { SeoPageRow } from './seo-repository';
import { findSeoPage } from './seo-repository';

const seoPages = createOperatorCache<SeoPageRow | null>(1000);

export async function loadSeoPageData(db: Queryable, request: SeoRequest): Promise<SeoPageData> {
  const { scalars } = await readCachedSiteSettings(db);
  const key = {
    language: request.language,
    stream: request.stream,
    section: request.section,
    defaultLanguage: scalars.defaultLanguage,
  };
  const page = await seoPages(db, JSON.stringify(key), () => findSeoPage(db, key));
  const canonicalHost =
    scalars.seoCanonicalMode === 'mirror' && scalars.seoMirrorHost ? scalars.seoMirrorHost : request.domain;
  return {
    title: page?.title ?? scalars.projectName,
    description: page?.description ?? '',
    metaRobots: page?.metaRobots ?? 'index,follow',
    hierarchyMetaRobots: null,
    metas: page?.keywords ? [{ name: 'keywords', content: page.keywords }] : [],
    customCanonical: { mode: scalars.seoCanonicalMode, targetUrl: null, domain: { host: canonicalHost } },
    content: page?.seoText ? { style: '', content: page.seoText } : null,
  };
}
