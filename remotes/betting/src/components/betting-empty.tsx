import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { BettingContent, BettingData } from '../betting-data';

type Onward = { path: string; key: string };

const LIVE: Onward = { path: 'live', key: 'live' };
const LINE: Onward = { path: 'line', key: 'line' };
const RESULTS: Onward = { path: 'results', key: 'results' };
const HISTORY: Onward = { path: 'office/history', key: 'history' };

const ONWARD: Readonly<Record<BettingContent, readonly Onward[]>> = {
  home: [LIVE, LINE],
  'events-live': [LINE, RESULTS],
  'events-line': [LIVE, RESULTS],
  event: [LIVE, LINE],
  favorites: [LIVE, LINE],
  search: [LIVE, LINE],
  express: [LINE, LIVE],
  champ: [LINE, RESULTS],
  cyber: [LIVE, LINE],
  toto: [
    { path: 'toto/draws', key: 'toto_draws' },
    { path: 'information/rules', key: 'rules' },
  ],
  'toto-coupons': [{ path: 'toto', key: 'toto' }, HISTORY],
  lotto: [{ path: 'lotto', key: 'lotto' }, RESULTS],
  'opened-bets': [HISTORY, LIVE],
  powerbet: [{ path: 'user/opened-bets', key: 'opened_bets' }, HISTORY],
  coupon: [LIVE, LINE],
};

export function BettingEmpty({
  lng,
  data,
  vars,
  t,
}: {
  lng: string;
  data: BettingData;
  vars: Record<string, string>;
  t: Translate;
}) {
  const searched = data.content === 'search' && data.query !== '';
  const stem = searched ? 'betting.empty.search_results' : `betting.empty.${data.content}`;
  const textVars = { ...vars, query: data.query };
  return (
    <EmptyState
      title={t(`${stem}.title`, textVars)}
      text={t(`${stem}.text`, textVars)}
      linksLabel={t('betting.empty.links_label')}
      links={ONWARD[data.content].map(({ path, key }) => ({
        href: `/${lng}/${path}`,
        label: t(`betting.link.${key}`),
      }))}
    />
  );
}
