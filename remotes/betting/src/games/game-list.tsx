import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { GameRow } from './game-row';
import { useGamesPage } from './page-context';
import { useWindowedRows } from './use-windowed-rows';
import styles from './game-list.module.css';

/** From this many games a list draws only the rows near the viewport, once it runs in the browser. */
const WINDOWED_FROM_GAMES = 30;

/**
 * A list of games under its heading; a game that leaves the page store leaves the list. The server and hydration
 * draw every row, so the page reads whole without scripts; a long list then keeps only the rows near the viewport.
 */
export function GameList({ title, games, emptyText }: { title: string; games: GameSummary[]; emptyText: string }) {
  const { store } = useGamesPage();
  const subscribe = useCallback((listener: () => void) => store.subscribeIds(listener), [store]);
  const storeIds = useSyncExternalStore(subscribe, store.ids, store.ids);
  const [long] = useState(() => games.length >= WINDOWED_FROM_GAMES);
  const WindowedRows = useWindowedRows(long);
  const ids = useMemo(() => {
    const inStore = new Set(storeIds);
    return games.map((game) => game.id).filter((id) => inStore.has(id));
  }, [games, storeIds]);
  return (
    <section className={styles.list} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {ids.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : WindowedRows ? (
        // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once: it never changes
        <WindowedRows ids={ids} />
      ) : (
        ids.map((id) => <GameRow key={id} id={id} />)
      )}
    </section>
  );
}
