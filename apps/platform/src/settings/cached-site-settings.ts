import type { Queryable } from '../db/database';
import { createOperatorCache } from '../operator-cache/operator-cache';
import type { SiteSettings } from './site-settings';
import { readSiteSettings } from './site-settings';

const siteSettings = createOperatorCache<SiteSettings>(1);

/**
 * The operator's settings as `readSiteSettings` reads them, read once and kept until an operator write.
 * Every page reads them several times (config, SEO, session), so they are kept rather than read each time.
 */
export function readCachedSiteSettings(db: Queryable): Promise<SiteSettings> {
  return siteSettings(db, 'all', () => readSiteSettings(db));
}
