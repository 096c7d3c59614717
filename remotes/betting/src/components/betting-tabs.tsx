import { ScrollTabs } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { CHAMP_TABS, CYBER_TYPES, LOTTO_TABS, MENU_SECTIONS, TOTO_TABS } from '../betting-catalog';
import type { BettingTabs as Tabs } from '../betting-data';

interface Tab {
  id: string;
  path: string;
}

function tabsOf(tabs: Tabs): { label: string; items: Tab[] } {
  switch (tabs.kind) {
    case 'menu':
      return { label: 'betting.menu_label', items: MENU_SECTIONS.map((id) => ({ id, path: `${tabs.section}/${id}` })) };
    case 'champ':
      return {
        label: 'betting.champ_tabs_label',
        items: CHAMP_TABS.map((id) => ({ id, path: id === 'home' ? tabs.page : `${tabs.page}/${id}` })),
      };
    case 'cyber':
      return {
        label: 'betting.cyber_tabs_label',
        items: [
          ...CYBER_TYPES.map((type) => ({ id: type, path: `cyber/${type}/all` })),
          { id: 'champs', path: `cyber/${tabs.type}/champs` },
        ],
      };
    case 'page-type':
      return {
        label: 'page-types.tabs_label',
        items: CYBER_TYPES.map((mode) => ({ id: mode, path: `${tabs.page}/${mode}` })),
      };
    case 'toto':
      return {
        label: 'betting.toto_tabs_label',
        items: TOTO_TABS.map((id) => ({ id, path: id === 'home' ? 'toto' : `toto/${id}` })),
      };
    case 'lotto':
      return {
        label: 'betting.lotto_tabs_label',
        items: LOTTO_TABS.map((id) => ({ id, path: id === 'catalog' ? 'lotto' : `lotto/${id}` })),
      };
  }
}

/** The area's own tabs: the menu sections of live and line, a championship's pages, cyber, a page type, toto or lotto. */
export function BettingTabs({ lng, tabs, t }: { lng: string; tabs: Tabs; t: Translate }) {
  const { label, items } = tabsOf(tabs);
  const navItems = items.map(({ id, path }) => ({
    href: `/${lng}/${path}`,
    label: t(tabs.kind === 'page-type' ? `page-types.tab.${id}` : `betting.tab.${tabs.kind}.${id}`),
    current: id === tabs.current,
  }));
  return <ScrollTabs label={t(label)} tabs={navItems} />;
}
