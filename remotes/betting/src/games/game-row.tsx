import { memo } from 'react';
import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import { EventRow, MarketCells, MarketLine } from '@betfront/ui';
import { rowMarket } from '../board/list-market';
import type { ListMarket } from '../board/list-market';
import { useListMarket } from '../board/list-market-context';
import { formatLine } from '../markets/market-names';
import { hasMedia, WatchButton } from '../media/watch-button';
import { FavoriteStar } from './favorite-star';
import { gameHref } from './game-href';
import { GameStatus } from './game-status';
import { SelectionButtons } from './selection-buttons';
import { useGame } from './use-game';
import { useGamesPage } from './page-context';
import styles from './game-row.module.css';

/** The line a two-way market's row shows in its first column: the total, or the home side's handicap. */
function lineOf(market: Market): string {
  if (market.kind === 'handicap') return formatLine(market.selections[0]?.param ?? market.line, true);
  return formatLine(market.line, false);
}

interface RowMarketProps {
  game: GameSummary;
  choice: ListMarket;
  columns: number;
  /** The store's markets revision of the game: a move of prices alone draws nothing here. */
  revision: number;
}

/** The prices of the row's market under its league's columns, drawn again only when they change in more than prices. */
const RowMarket = memo(
  function RowMarket({ game, choice, columns }: RowMarketProps) {
    const { t } = useGamesPage();
    const market = rowMarket(game, choice);
    if (!market) {
      return (
        <MarketCells columns={columns}>
          <span className={styles.none} title={t('betting-board.column.none')}>
            —
          </span>
        </MarketCells>
      );
    }
    return (
      <MarketCells columns={columns}>
        {choice !== 'result' && <MarketLine>{lineOf(market)}</MarketLine>}
        <SelectionButtons game={game} market={market} />
      </MarketCells>
    );
  },
  (before, after) =>
    before.game.id === after.game.id &&
    before.revision === after.revision &&
    before.choice === after.choice &&
    before.columns === after.columns,
);

interface GameRowProps {
  id: number;
  /** Where the row stands in its list (from 1) and the list's length, when the list draws only some rows. */
  position?: number;
  listLength?: number;
}

/** One game of a list: status, sides with score, the chosen market's prices; it follows its game in the page store. */
export const GameRow = memo(function GameRow({ id, position, listLength }: GameRowProps) {
  const { store, lng, t, gameBase } = useGamesPage();
  const { market, columnsOf } = useListMarket();
  const game = useGame(id);
  if (!game) return null;
  const href = gameHref(lng, game, gameBase);
  const live = game.status === 'live';
  return (
    <EventRow
      data-game-id={game.id}
      aria-posinset={position}
      aria-setsize={listLength}
      href={href}
      home={{ id: game.home.id, name: game.home.name, ...(live && game.score ? { score: game.score.home } : {}) }}
      away={{ id: game.away.id, name: game.away.name, ...(live && game.score ? { score: game.score.away } : {}) }}
      status={<GameStatus game={game} lng={lng} t={t} />}
      live={live}
      aside={
        <>
          {hasMedia(game) && <WatchButton game={game} type="video" />}
          <FavoriteStar gameId={game.id} />
        </>
      }
      moreCount={game.marketsCount}
      moreLabel={t('betting.game.all_markets', { count: game.marketsCount })}
    >
      <RowMarket
        game={game}
        choice={market}
        columns={columnsOf(game.champId)}
        revision={store.marketsRevision(game.id)}
      />
    </EventRow>
  );
});
