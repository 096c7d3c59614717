import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { CASINO_CATEGORIES } from '../casino-catalog';
import type { CasinoCategory } from '../casino-catalog';

interface CategoryBarProps {
  lng: string;
  current: CasinoCategory | null;
  t: Translate;
}

export function CategoryBar({ lng, current, t }: CategoryBarProps) {
  const items = CASINO_CATEGORIES.map(({ id, path }) => ({
    href: `/${lng}/${path}`,
    label: t(`casino.category.${id}`),
    current: id === current,
  }));
  return <SectionNav label={t('casino.category_bar_label')} items={items} />;
}
