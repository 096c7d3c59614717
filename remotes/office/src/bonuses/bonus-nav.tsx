import { ScrollTabs } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';

const PAGES = [
  ['office.bonuses', 'office/bonuses'],
  ['office.bonuses.deposit', 'office/bonuses/deposit'],
  ['office.bonuses.wager', 'office/bonuses/wager'],
  ['office.promo-code-check', 'office/promo-code-check'],
  ['office.promo-code-history', 'office/promo-code-history'],
] as const;

/** The bonus pages of the office, the current one marked and scrolled into view on a phone. */
export function BonusNav({ lng, routeName, t }: { lng: string; routeName: string; t: Translate }) {
  const tabs = PAGES.map(([name, path]) => ({
    href: `/${lng}/${path}`,
    label: t(`office.page.${name}.heading`),
    current: name === routeName,
  }));
  return <ScrollTabs label={t('bonuses.nav_label')} tabs={tabs} />;
}
