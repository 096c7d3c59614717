import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { PROMO_NAV, navPath } from '../promotions-catalog';
import type { PromotionsData } from '../promotions-data';

export function PromoNav({ lng, nav, t }: { lng: string; nav: NonNullable<PromotionsData['nav']>; t: Translate }) {
  const items = PROMO_NAV.map((item) => ({
    href: `/${lng}/${navPath(item, nav.family)}`,
    label: t(`promotions.nav.${item}`),
    current: item === nav.current,
  }));
  return <SectionNav label={t('promotions.nav_label')} items={items} />;
}
