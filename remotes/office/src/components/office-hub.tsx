import { LinkGrid } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { MENU_HUBS, OFFICE_MENU, routeNameOf } from '../office-menu';

/** A hub page: the sections of the chosen menu categories, each with what it is for. */
export function OfficeHub({ lng, routeName, t }: { lng: string; routeName: string; t: Translate }) {
  const groups = MENU_HUBS[routeName] ?? [];
  const items = OFFICE_MENU.filter(({ id }) => groups.includes(id)).flatMap(({ items: paths }) =>
    paths.map((path) => ({
      href: `/${lng}/${path}`,
      label: t(`office.page.${routeNameOf(path)}.heading`),
      hint: t(`office.page.${routeNameOf(path)}.description`),
    })),
  );
  return <LinkGrid label={t('office.hub_label')} items={items} />;
}
