import { SectionNav } from '@betfront/ui';

/** A tab's entry: a sport or a game with its count of results on the day. */
export interface FilterTab {
  id: number;
  label: string;
}

interface FilterTabsProps {
  /** The page's own path, e.g. `/en/results/zone`. */
  path: string;
  /** The query parameter a tab sets: `sportId` on the sports' results, `gameId` in the game zone. */
  param: 'sportId' | 'gameId';
  tabs: readonly FilterTab[];
  date: string;
  current: number | null;
  labels: { nav: string; all: string };
}

function hrefOf(path: string, date: string, param: string, id: number | null): string {
  const query = new URLSearchParams({ date });
  if (id !== null) query.set(param, String(id));
  return `${path}?${query.toString()}`;
}

/** Tabs of what has results on the day, and one for everything. */
export function FilterTabs({ path, param, tabs, date, current, labels }: FilterTabsProps) {
  const items = [
    { href: hrefOf(path, date, param, null), label: labels.all, current: current === null },
    ...tabs.map((tab) => ({ href: hrefOf(path, date, param, tab.id), label: tab.label, current: current === tab.id })),
  ];
  return <SectionNav label={labels.nav} items={items} />;
}
