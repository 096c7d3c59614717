import { useCallback, useSyncExternalStore } from 'react';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { GameRow } from './game-row';
import { useGamesPage } from './page-context';
import styles from './game-list.module.css';

/** A list of games under its heading; a game that leaves the page store leaves the list. */
export function GameList({ title, games, emptyText }: { title: string; games: GameSummary[]; emptyText: string }) {
  const { store } = useGamesPage();
  const subscribe = useCallback((listener: () => void) => store.subscribeIds(listener), [store]);
  useSyncExternalStore(subscribe, store.ids, store.ids);
  const shown = games.filter((game) => store.game(game.id) !== undefined);
  return (
    <section className={styles.list} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        shown.map((game) => <GameRow key={game.id} id={game.id} />)
      )}
    </section>
  );
}
