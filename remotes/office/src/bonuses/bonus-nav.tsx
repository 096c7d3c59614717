import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';

const PAGES = [
  ['office.bonuses', 'office/bonuses'],
  ['office.bonuses.deposit', 'office/bonuses/deposit'],
  ['office.bonuses.wager', 'office/bonuses/wager'],
  ['office.promo-code-check', 'office/promo-code-check'],
  ['office.promo-code-history', 'office/promo-code-history'],
] as const;

/** The bonus pages of the office, the current one marked. */
export function BonusNav({ lng, routeName, t }: { lng: string; routeName: string; t: Translate }) {
  const items = PAGES.map(([name, path]) => ({
    href: `/${lng}/${path}`,
    label: t(`office.page.${name}.heading`),
    current: name === routeName,
  }));
  return <SectionNav label={t('bonuses.nav_label')} items={items} />;
}
