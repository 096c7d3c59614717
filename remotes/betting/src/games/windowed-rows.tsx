import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LeagueGroup } from '../board/league-groups';
import type { ListMarket } from '../board/list-market';
import { GameRow } from './game-row';
import { LeagueBar } from './league-bar';
import { useGamesPage } from './page-context';
import { useDrawnGames } from './use-drawn-games';
import styles from './windowed-rows.module.css';

/** A row's height before it is measured: about a live football row. */
const ESTIMATED_ROW_PX = 76;
/** Rows drawn past each edge of the viewport, so a short scroll finds them drawn and current. */
const OVERSCAN_ROWS = 2;

type Item = { kind: 'league'; group: LeagueGroup } | { kind: 'game'; id: number; position: number; group: LeagueGroup };

/** How far down the viewport sticky bars stand: under the site header. */
function stickyTop(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bf-sticky-top')) || 0;
}

/**
 * The rows of a long list that are in or near the viewport, league headers among them; the others take their
 * space but have no elements. A live page then lays out, paints and hit-tests a few dozen rows on each update
 * instead of hundreds.
 */
export function WindowedRows({ groups, market }: { groups: readonly LeagueGroup[]; market: ListMarket }) {
  const { store } = useGamesPage();
  const listRef = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);
  const [headerBottom, setHeaderBottom] = useState(0);
  const items = useMemo(() => {
    let position = 0;
    return groups.flatMap<Item>((group) => [
      { kind: 'league', group },
      ...group.games.map((game) => ({ kind: 'game' as const, id: game.id, position: ++position, group })),
    ]);
  }, [groups]);
  const ids = useMemo(() => items.flatMap((item) => (item.kind === 'game' ? [item.id] : [])), [items]);
  // What sits above the list (banners, the express of the day) may change height: the page's size tells.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => {
      setListTop(element.getBoundingClientRect().top + window.scrollY);
      setHeaderBottom(stickyTop());
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey: (index) => {
      const item = items[index];
      if (!item) return index;
      return item.kind === 'game' ? item.id : `league-${item.group.champId}`;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  // The league of the first row under the site header: its bar stays stuck over the list while its rows pass.
  const topRow = rows.find((row) => row.end > (virtualizer.scrollOffset ?? 0) + headerBottom);
  const topItem = topRow ? items[topRow.index] : undefined;
  useDrawnGames(
    store,
    ids,
    rows.flatMap((row) => {
      const item = items[row.index];
      return item?.kind === 'game' ? [item.id] : [];
    }),
  );
  return (
    <div
      ref={listRef}
      className={styles.windowed}
      style={{
        paddingTop: first ? first.start - listTop : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - (last.end - listTop) : 0,
      }}
    >
      {topItem && (
        // A copy over the list's own bar of the league, which stays in the list for readers and the keyboard.
        <div className={styles.stuck} inert>
          <LeagueBar group={topItem.group} market={market} />
        </div>
      )}
      {rows.map((row) => {
        const item = items[row.index];
        return (
          <div key={row.key} data-index={row.index} ref={virtualizer.measureElement}>
            {item?.kind === 'league' && <LeagueBar group={item.group} market={market} />}
            {item?.kind === 'game' && <GameRow id={item.id} position={item.position} listLength={ids.length} />}
          </div>
        );
      })}
    </div>
  );
}
