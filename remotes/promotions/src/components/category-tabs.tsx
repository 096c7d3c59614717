import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { PROMO_CATEGORIES } from '../promotions-catalog';
import type { PromoCategory } from '../promotions-catalog';

export function CategoryTabs({ lng, current, t }: { lng: string; current: PromoCategory; t: Translate }) {
  const items = PROMO_CATEGORIES.map((category) => ({
    href: category === 'all' ? `/${lng}/promo` : `/${lng}/promo?category=${category}`,
    label: t(`promotions.category.${category}`),
    current: category === current,
  }));
  return <SectionNav label={t('promotions.categories_label')} items={items} />;
}
