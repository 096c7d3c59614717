import { useEffect, useId, useState } from 'react';
import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';
import { GameGrid } from './game-grid';
import type { TileOptions } from './game-tile';
import { useFoundGames } from './use-found-games';
import type { Searched } from './use-found-games';
import styles from './lobby.module.css';

/** Quiet time after the last key before the search is sent. */
const TYPING_PAUSE_MS = 250;
const MAX_QUERY = 60;

interface CasinoSearchProps extends TileOptions {
  query: string;
  games: CasinoGameTile[] | null;
  failed: boolean;
}

function keepInUrl(query: string) {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url);
}

/**
 * Search as you type: from two letters the games whose name (in either language) or provider holds the words
 * show below; the URL keeps the words. Before the script runs it is a plain GET form.
 */
export function CasinoSearch({ query, games, failed, ...options }: CasinoSearchProps) {
  const { lng, t } = options;
  const inputId = useId();
  const [text, setText] = useState(query);
  const [searched, setSearched] = useState<Searched | null>(null);
  const shownWords = searched?.words ?? query;
  const found = useFoundGames(lng, searched, { query, games, failed });

  useEffect(() => {
    const words = text.trim();
    if (words === shownWords) return;
    const timer = setTimeout(() => {
      keepInUrl(words);
      setSearched({ words, before: shownWords });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [shownWords, text]);

  return (
    <div className={styles.search}>
      <form role="search" action={`/${lng}/casino-search`} method="get" className={styles.searchForm}>
        <label htmlFor={inputId} className={styles.searchLabel}>
          {t('casino.search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_QUERY}
          autoComplete="off"
          placeholder={t('casino.search.placeholder')}
          className={styles.searchInput}
        />
      </form>
      <div aria-live="polite" className={styles.searchResults}>
        {found.failed && <p role="alert">{t('casino-lobby.list.failed')}</p>}
        {!found.failed && found.games === null && <p className={styles.hint}>{t('casino-lobby.search.hint')}</p>}
        {found.games?.length === 0 && (
          <p className={styles.hint}>{t('casino-lobby.search.none', { query: found.query })}</p>
        )}
        {found.games && found.games.length > 0 && (
          <>
            <p className={styles.count}>
              {t('casino-lobby.search.found', { count: found.games.length, query: found.query })}
            </p>
            <GameGrid games={found.games} label={t('casino-lobby.search.results')} {...options} />
          </>
        )}
      </div>
    </div>
  );
}
