import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '@betfront/api-client';
import { casinoGamesAnswerSchema } from '@betfront/contract/casino-catalogue';
import type { CasinoGamesAnswer } from '@betfront/contract/casino-catalogue';
import { BUTTON_CLASS } from '@betfront/ui';
import { GameGrid } from './game-grid';
import type { TileOptions } from './game-tile';
import { PAGE_SIZE } from './lobby-view';
import type { GamesFilter } from './lobby-view';
import { rememberShown } from './scroll-memory';
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
  const [games, setGames] = useState(initial.games);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const end = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  // "Show more" and the end of the list coming into view can ask in the same moment, before the state says
  // loading: one page of games is asked for at a time, or the same page would be shown twice.
  const isLoading = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const more = useCallback(async () => {
    if (!cursor || isLoading.current) return;
    isLoading.current = true;
    setState('loading');
    try {
      const page = await browserApi().request(casinoGamesAnswerSchema, {
        method: 'GET',
        path: '/web-api/casino/games',
        query: { lng, ...filter, cursor, limit: PAGE_SIZE },
      });
      if (!mounted.current) return;
      setGames((shown) => [...shown, ...page.games]);
      rememberShown(path, games.length + page.games.length);
      setCursor(page.nextCursor);
      setState('idle');
    } catch {
      if (mounted.current) setState('failed');
    } finally {
      isLoading.current = false;
    }
  }, [cursor, filter, games.length, lng, path]);

  useEffect(() => {
    const target = end.current;
    if (!target || !cursor || state !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void more();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [cursor, more, state]);

  return (
    <>
      <p className={styles.count}>{t('casino-lobby.list.count', { shown: games.length, count: initial.total })}</p>
      <GameGrid games={games} label={label} {...options} />
      <div ref={end} className={styles.more} aria-live="polite">
        {state === 'failed' && <p role="alert">{t('casino-lobby.list.failed')}</p>}
        {cursor && (
          <button
            type="button"
            className={BUTTON_CLASS.secondary}
            onClick={() => void more()}
            aria-busy={state === 'loading'}
          >
            {state === 'loading' ? t('casino-lobby.list.loading_more') : t('casino-lobby.list.more')}
          </button>
        )}
      </div>
    </>
  );
}
