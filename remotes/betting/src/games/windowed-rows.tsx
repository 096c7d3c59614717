import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { GameRow } from './game-row';
import { useGamesPage } from './page-context';
import { useDrawnGames } from './use-drawn-games';

/** A row's height before it is measured: about a live football row. */
const ESTIMATED_ROW_PX = 150;
/** Rows drawn past each edge of the viewport, so a short scroll finds them drawn and current. */
const OVERSCAN_ROWS = 1;

/**
 * The rows of a long list that are in or near the viewport; the others take their space but have no elements.
 * A live page then lays out, paints and hit-tests a few dozen rows on each update instead of hundreds.
 */
export function WindowedRows({ ids }: { ids: readonly number[] }) {
  const { store } = useGamesPage();
  const listRef = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);
  // What sits above the list (banners, the express of the day) may change height: the page's size tells.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => setListTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    getItemKey: (index) => ids[index] ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  useDrawnGames(
    store,
    ids,
    rows.map((row) => ids[row.index] ?? 0),
  );
  return (
    <div
      ref={listRef}
      style={{
        paddingTop: first ? first.start - listTop : 0,
        paddingBottom: last ? virtualizer.getTotalSize() - (last.end - listTop) : 0,
      }}
    >
      {rows.map((row) => (
        <div key={row.key} data-index={row.index} ref={virtualizer.measureElement}>
          <GameRow id={ids[row.index] ?? 0} position={row.index + 1} listLength={ids.length} />
        </div>
      ))}
    </div>
  );
}
