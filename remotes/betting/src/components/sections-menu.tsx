import { ScrollTabs } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { BETTING_SECTIONS } from '../betting-catalog';
import type { BettingSection } from '../betting-catalog';

export function SectionsMenu({ lng, current, t }: { lng: string; current: BettingSection | null; t: Translate }) {
  const items = BETTING_SECTIONS.map(({ id, path }) => ({
    href: path ? `/${lng}/${path}` : `/${lng}`,
    label: t(`betting.section.${id}`),
    current: id === current,
  }));
  return <ScrollTabs label={t('betting.sections_label')} tabs={items} />;
}
