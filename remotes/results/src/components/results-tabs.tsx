import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { RESULT_TYPES } from '../results-data';
import type { ResultType } from '../results-data';

interface ResultsTabsProps {
  lng: string;
  current: ResultType;
  t: Translate;
}

export function ResultsTabs({ lng, current, t }: ResultsTabsProps) {
  const items = RESULT_TYPES.map((type) => ({
    href: type === 'all' ? `/${lng}/results` : `/${lng}/results/${type}`,
    label: t(`results.tab.${type}`),
    current: type === current,
  }));
  return <SectionNav label={t('results.tabs_label')} items={items} />;
}
