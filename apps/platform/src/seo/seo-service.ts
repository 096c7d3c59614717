import type { SeoPageData, SeoRequest } from '@betfront/contract';
import type { Queryable } from '../db/database';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { findSeoPage } from './seo-repository';

export async function loadSeoPageData(db: Queryable, request: SeoRequest): Promise<SeoPageData> {
  const scalars = mergeScalarSettings(await readStoredScalarSettings(db));
  const page = await findSeoPage(db, {
    language: request.language,
    stream: request.stream,
    section: request.section,
    defaultLanguage: scalars.defaultLanguage,
  });
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
