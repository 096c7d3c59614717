import { useLayoutChoice } from '@betfront/ui';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { groupByLeague } from '../board/league-groups';
import { marketColumns, rowMarket } from '../board/list-market';
import type { ListMarket } from '../board/list-market';
import { ListMarketContext } from '../board/list-market-context';
import type { ListMarketChoice } from '../board/list-market-context';
import { MarketSwitcher } from '../board/market-switcher';
import { FirstRows, FULL_ROWS_OF_LONG_LIST } from './first-rows';
import { useGamesPage } from './page-context';
import { useWindowedRows } from './use-windowed-rows';
import styles from './game-list.module.css';

/** From this many games a list draws only the rows near the viewport, once it runs in the browser. */
const WINDOWED_FROM_GAMES = 30;

/** Whether any game of the list offers a total or a handicap to switch to (political events offer only a winner). */
const hasOtherMarkets = (games: readonly GameSummary[]) =>
  games.some((game) => rowMarket(game, 'total') ?? rowMarket(game, 'handicap'));

/**
 * A list of games under its heading, grouped by league, with the market its rows show; a game that leaves the
 * page store leaves the list. The server and hydration draw every row of a short list; a long one draws its first
 * screen's rows and links to the other games, then keeps only the rows near the viewport once in the browser.
 */
export function GameList({ title, games, emptyText }: { title: string; games: GameSummary[]; emptyText: string }) {
  const { store, t } = useGamesPage();
  const { app_view_type: appViewType } = useLayoutChoice();
  const subscribe = useCallback((listener: () => void) => store.subscribeIds(listener), [store]);
  const storeIds = useSyncExternalStore(subscribe, store.ids, store.ids);
  const [long] = useState(() => games.length >= WINDOWED_FROM_GAMES);
  // The Asian view leads with the handicap, as it used to order the row's markets.
  const [chosen, setMarket] = useState<ListMarket | null>(null);
  const market = chosen ?? (appViewType === 1 ? 'handicap' : 'result');
  const WindowedRows = useWindowedRows(long);
  const groups = useMemo(() => {
    const inStore = new Set(storeIds);
    return groupByLeague(games.filter((game) => inStore.has(game.id)));
  }, [games, storeIds]);
  const choice = useMemo<ListMarketChoice>(() => {
    const columns = new Map(groups.map((group) => [group.champId, marketColumns(group.games, market, t).length]));
    return { market, columnsOf: (champId) => columns.get(champId) ?? 3 };
  }, [groups, market, t]);
  return (
    <section className={styles.list} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {hasOtherMarkets(games) && <MarketSwitcher value={market} onChange={setMarket} t={t} />}
      </div>
      <ListMarketContext.Provider value={choice}>
        {groups.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : WindowedRows ? (
          // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once: it never changes
          <WindowedRows groups={groups} market={market} />
        ) : (
          <FirstRows groups={groups} market={market} fullRows={long ? FULL_ROWS_OF_LONG_LIST : Infinity} />
        )}
      </ListMarketContext.Provider>
    </section>
  );
}
