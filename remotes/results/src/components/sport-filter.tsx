import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { ResultsFilter, ResultsSport } from '../results-data';

interface SportFilterProps {
  /** The page's own path, e.g. `/en/results/zone`. */
  path: string;
  sports: readonly ResultsSport[];
  filter: ResultsFilter;
  t: Translate;
}

function hrefOf(path: string, date: string | null, sportId: number | null): string {
  const query = new URLSearchParams();
  if (date !== null) query.set('date', date);
  if (sportId !== null) query.set('sportId', String(sportId));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Tabs of the sports that have results on the day, each with its count, and one for every sport. */
export function SportFilter({ path, sports, filter, t }: SportFilterProps) {
  const items = [
    { href: hrefOf(path, filter.date, null), label: t('results.sport.all'), current: filter.sportId === null },
    ...sports.map((sport) => ({
      href: hrefOf(path, filter.date, sport.id),
      label: t('results.sport.with_count', { sport: sport.name, count: sport.gamesCount }),
      current: filter.sportId === sport.id,
    })),
  ];
  return <SectionNav label={t('results.sport.label')} items={items} />;
}
