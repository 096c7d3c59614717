import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { AREA_NAV, routeNameOf } from '../office-menu';

interface AreaNavProps {
  lng: string;
  area: keyof typeof AREA_NAV;
  routeName: string;
  t: Translate;
}

/** Navigation of signing in or of support, with the current page marked. */
export function AreaNav({ lng, area, routeName, t }: AreaNavProps) {
  const items = AREA_NAV[area].map((path) => ({
    href: `/${lng}/${path}`,
    label: t(`office.page.${routeNameOf(path)}.heading`),
    current: routeNameOf(path) === routeName,
  }));
  return <SectionNav label={t(`office.area_label.${area}`)} items={items} />;
}
