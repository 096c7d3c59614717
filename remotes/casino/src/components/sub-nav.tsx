import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { CASINO_BONUS_TABS, MY_CASINO_TABS, SUBCATEGORIES } from '../casino-catalog';
import type { CasinoData } from '../casino-data';

interface SubNavProps {
  lng: string;
  data: CasinoData;
  routeName: string;
  t: Translate;
}

/** The second row of navigation: a section's sub-categories, the personal casino or the bonus pages. */
export function SubNav({ lng, data, routeName, t }: SubNavProps) {
  if (data.subcategories) {
    const { section, current } = data.subcategories;
    const items = SUBCATEGORIES[section].map((sub) => ({
      href: `/${lng}/${section}/${sub}`,
      label: t(`casino.sub.${section}.${sub}.heading`),
      current: sub === current,
    }));
    return (
      <SectionNav
        label={t('casino.subcategory_bar_label', { section: t(`casino.category.${section}`) })}
        items={items}
      />
    );
  }
  if (data.subNav === 'my-casino') {
    const items = MY_CASINO_TABS.map((tab) => ({
      href: `/${lng}/my-casino/${tab}`,
      label: t(`casino.page.my-casino.${tab}.heading`),
      current: routeName === `my-casino.${tab}`,
    }));
    return <SectionNav label={t('casino.my_casino_label')} items={items} />;
  }
  if (data.subNav === 'bonus') {
    const items = CASINO_BONUS_TABS.map(({ id, path }) => ({
      href: `/${lng}/${path}`,
      label: t(`casino.bonus_tab.${id}`),
      current: id === data.bonusTab,
    }));
    return <SectionNav label={t('casino.bonus_nav_label')} items={items} />;
  }
  return null;
}
