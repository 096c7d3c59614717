import { useCallback, useEffect, useRef } from 'react';
import type { CasinoGamesAnswer } from '@betfront/contract/casino-catalogue';
import { BUTTON_CLASS } from '@betfront/ui';
import { GameGrid } from './game-grid';
import type { TileOptions } from './game-tile';
import type { GamesFilter } from './lobby-view';
import { rememberShown } from './scroll-memory';
import { useGamePages } from './use-game-pages';
import styles from './lobby.module.css';

interface GameListProps extends TileOptions {
  /** The list page's path, which its URL keeps the number of shown games on. */
  path: string;
  filter: GamesFilter;
  initial: CasinoGamesAnswer;
  label: string;
}

/** How far below the screen the next page starts loading as the player scrolls. */
const AHEAD = '600px';

/** A list of games that grows by a page as the player scrolls to its end or presses "show more". */
export function GameList({ path, filter, initial, label, ...options }: GameListProps) {
  const { lng, t } = options;
  const pages = useGamePages(lng, filter, initial);
  const { hasNextPage, fetchNextPage } = pages;
  const games = pages.data.pages.flatMap((page) => page.games);
  const isLoading = pages.isFetchingNextPage;
  const isFailed = pages.isFetchNextPageError && !isLoading;
  const end = useRef<HTMLDivElement>(null);

  // "Show more" and the end of the list coming into view can ask in the same moment: a call while a page is on
  // its way joins that read instead of starting another, or the same page would be shown twice.
  const more = useCallback(() => {
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage]);

  useEffect(() => {
    if (games.length > initial.games.length) rememberShown(path, games.length);
  }, [games.length, initial.games.length, path]);

  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || isLoading || isFailed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFailed, isLoading, more]);

  return (
    <>
      <p className={styles.count}>{t('casino-lobby.list.count', { shown: games.length, count: initial.total })}</p>
      <GameGrid games={games} label={label} {...options} />
      <div ref={end} className={styles.more} aria-live="polite">
        {isFailed && <p role="alert">{t('casino-lobby.list.failed')}</p>}
        {hasNextPage && (
          <button type="button" className={BUTTON_CLASS.secondary} onClick={more} aria-busy={isLoading}>
            {isLoading ? t('casino-lobby.list.loading_more') : t('casino-lobby.list.more')}
          </button>
        )}
      </div>
    </>
  );
}
