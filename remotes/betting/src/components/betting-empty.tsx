import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { BettingData, SportsbookPageContent } from '../betting-data';

type Onward = { path: string; key: string };

const LIVE: Onward = { path: 'live', key: 'live' };
const LINE: Onward = { path: 'line', key: 'line' };
const RESULTS: Onward = { path: 'results', key: 'results' };

const ONWARD: Readonly<Record<SportsbookPageContent, readonly Onward[]>> = {
  home: [LIVE, LINE],
  'events-live': [LINE, RESULTS],
  'events-line': [LIVE, RESULTS],
  event: [LIVE, LINE],
  favorites: [LIVE, LINE],
  search: [LIVE, LINE],
  express: [LINE, LIVE],
  champ: [LINE, RESULTS],
  cyber: [LIVE, LINE],
};

/** What is true on a sportsbook page the platform has nothing for right now, and where to bet instead. */
export function BettingEmpty({
  lng,
  content,
  data,
  vars,
  t,
}: {
  lng: string;
  content: SportsbookPageContent;
  data: BettingData;
  vars: Record<string, string>;
  t: Translate;
}) {
  const searched = content === 'search' && data.query !== '';
  const stem = searched ? 'betting.empty.search_results' : `betting.empty.${content}`;
  const textVars = { ...vars, query: data.query };
  return (
    <EmptyState
      title={t(`${stem}.title`, textVars)}
      text={t(`${stem}.text`, textVars)}
      linksLabel={t('betting.empty.links_label')}
      links={ONWARD[content].map(({ path, key }) => ({
        href: `/${lng}/${path}`,
        label: t(`betting.link.${key}`),
      }))}
    />
  );
}
