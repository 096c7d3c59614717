import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { CasinoData } from '../casino-data';

type Onward = { path: string; key: string };

const LOBBY: Onward = { path: 'casino-lobby', key: 'lobby' };
const SLOTS: Onward = { path: 'slots', key: 'slots' };
const LIVE_CASINO: Onward = { path: 'live-casino', key: 'live_casino' };

/** Where to go from a page whose content is missing (the bonus section's pages always show the platform's). */
const ONWARD: Readonly<Partial<Record<CasinoData['content'], readonly Onward[]>>> = {
  games: [LOBBY, { path: 'providers', key: 'providers' }],
  game: [LOBBY, { path: 'user/login', key: 'login' }],
  thankyou: [SLOTS, LIVE_CASINO],
  search: [SLOTS, LIVE_CASINO],
  providers: [LOBBY],
  provider: [{ path: 'providers', key: 'providers' }, LOBBY],
  favorites: [LOBBY, SLOTS],
  recommended: [LOBBY, SLOTS],
  authorization: [
    { path: 'user/login', key: 'login' },
    { path: 'registration', key: 'registration' },
  ],
};

/** What this page will show once its content exists, and where to go meanwhile. */
export function CasinoEmpty({ lng, data, t }: { lng: string; data: CasinoData; t: Translate }) {
  const vars = { ...data.vars, query: data.query };
  const searched = data.content === 'search' && data.query !== '';
  const stem = searched ? 'casino.empty.search_results' : `casino.empty.${data.content}`;
  return (
    <EmptyState
      title={t(`${stem}.title`, vars)}
      text={t(`${stem}.text`, vars)}
      linksLabel={t('casino.empty.links_label')}
      links={(ONWARD[data.content] ?? []).map(({ path, key }) => ({
        href: `/${lng}/${path}`,
        label: t(`casino.link.${key}`),
      }))}
    />
  );
}
