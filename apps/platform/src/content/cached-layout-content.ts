import { contentLanguageFor } from '@betfront/contract/content';
import type { BottomNavAnswer, FooterAnswer } from '@betfront/contract/content';
import { createOperatorCache } from '../operator-cache/operator-cache';
import type { ContentService } from './content-service';

const footers = createOperatorCache<FooterAnswer | null>(20);
const bottomNavs = createOperatorCache<BottomNavAnswer>(20);

/**
 * The footer and the bottom navigation, which every page shows: built once per content language (the footer
 * per year too, for its copyright line) and kept for this database until the operator's data changes.
 */
export function cachedLayoutContent(
  db: object,
  content: Pick<ContentService, 'footer' | 'bottomNav'>,
  now: () => Date,
) {
  return {
    footer: (siteLang: string) =>
      footers(db, `${contentLanguageFor(siteLang)}|${now().getUTCFullYear()}`, () => content.footer(siteLang)),
    bottomNav: (siteLang: string) => bottomNavs(db, contentLanguageFor(siteLang), () => content.bottomNav(siteLang)),
  };
}
