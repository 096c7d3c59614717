import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { EmptyState } from '@betfront/ui';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { CasinoSearch } from './casino-search';
import { FavoriteGamesContext } from './favorites-context';
import { useFavoriteGameIds } from './favorites-store';
import { GameList } from './game-list';
import { GamesSkeleton } from './games-skeleton';
import { isLoadRunning, onLoadChange } from './loading-state';
import { LobbyRows } from './lobby-rows';
import type { LobbyView } from './lobby-view';
import { FavoriteGames, RecommendedGames, SignedIn, SignInPrompt } from './my-casino';
import { ProvidersGrid } from './providers-list';
import { restoreScroll } from './scroll-memory';

/** The server renders without layout effects; the browser restores the place before painting. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface LobbyContentProps {
  view: LobbyView;
  ctx: RemoteContext;
  heading: string;
  t: Translate;
}

/** The games part of a casino page: the skeleton while the browser loads it, then what the view holds. */
export function LobbyContent({ view, ctx, heading, t }: LobbyContentProps) {
  const { lng } = ctx;
  const isLoggedIn = ctx.user !== null;
  const loading = useSyncExternalStore(onLoadChange, isLoadRunning, () => false);
  const favorites = useFavoriteGameIds(lng, isLoggedIn);

  useBrowserLayoutEffect(() => {
    if (!loading) restoreScroll();
  }, [view, loading]);

  if (loading) return <GamesSkeleton t={t} />;
  return (
    <FavoriteGamesContext.Provider value={favorites}>
      <ViewContent view={view} ctx={ctx} heading={heading} t={t} />
    </FavoriteGamesContext.Provider>
  );
}

function ViewContent({ view, ctx, heading, t }: LobbyContentProps) {
  const { lng } = ctx;
  const options = { lng, isLoggedIn: ctx.user !== null, t };
  switch (view.kind) {
    case 'lobby':
      return <LobbyRows rows={view.rows} providers={view.providers} {...options} />;
    case 'games':
      return (
        <GameList
          key={ctx.route.path + JSON.stringify(ctx.route.query)}
          path={ctx.route.path}
          filter={view.filter}
          initial={view.list}
          label={heading}
          {...options}
        />
      );
    case 'search':
      return (
        <CasinoSearch key={ctx.route.path} query={view.query} games={view.games} failed={view.failed} {...options} />
      );
    case 'providers':
      return <ProvidersGrid providers={view.providers} lng={lng} t={t} />;
    case 'favorites':
      return <FavoriteGames games={view.games} {...options} />;
    case 'recommended':
      return <RecommendedGames answer={view.answer} {...options} />;
    case 'sign-in':
      return <SignInPrompt lng={lng} t={t} />;
    case 'signed-in':
      return <SignedIn lng={lng} t={t} />;
    case 'failed':
      return (
        <EmptyState
          title={t('casino-lobby.failed.title')}
          text={t('casino-lobby.failed.text')}
          linksLabel={t('casino.empty.links_label')}
          links={[{ href: `/${lng}/casino-lobby`, label: t('casino.link.lobby') }]}
        />
      );
  }
}
