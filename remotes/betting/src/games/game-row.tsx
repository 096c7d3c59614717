import { memo } from 'react';
import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import { selectionName } from '../markets/market-names';
import { useBettingPrefs } from '../prefs/use-betting-prefs';
import { FavoriteStar } from './favorite-star';
import { gameHref } from './game-href';
import { GameStatus } from './game-status';
import { OddsButton } from './odds-button';
import { useGame } from './use-game';
import { useGamesPage } from './page-context';
import styles from './game-row.module.css';

const EUROPEAN_ORDER: readonly Market['kind'][] = ['winner3', 'winner2', 'total', 'handicap'];
const ASIAN_ORDER: readonly Market['kind'][] = ['handicap', 'total', 'winner3', 'winner2'];

const byKind = (order: readonly Market['kind'][]) => (a: Market, b: Market) =>
  order.indexOf(a.kind) - order.indexOf(b.kind);

interface RowMarketsProps {
  game: GameSummary;
  asian: boolean;
  /** The store's markets revision of the game: a move of prices alone draws nothing here. */
  revision: number;
}

/** The markets of a row, drawn again only when they change in more than prices. */
const RowMarkets = memo(
  function RowMarkets({ game, asian }: RowMarketsProps) {
    const { t } = useGamesPage();
    const markets = [...game.markets].sort(byKind(asian ? ASIAN_ORDER : EUROPEAN_ORDER));
    return (
      <div className={styles.markets}>
        {markets.map((market) => (
          <div key={market.id} className={styles.market}>
            {market.selections.map((selection) => (
              <OddsButton
                key={selection.id}
                selectionId={selection.id}
                name={selectionName(market, selection, t)}
                coef={selection.coef}
                locked={game.isSuspended}
                showName
              />
            ))}
          </div>
        ))}
      </div>
    );
  },
  (before, after) =>
    before.game.id === after.game.id && before.revision === after.revision && before.asian === after.asian,
);

interface GameRowProps {
  id: number;
  /** Where the row stands in its list (from 1) and the list's length, when the list draws only some rows. */
  position?: number;
  listLength?: number;
}

/** One game of a list: sides, score or start, main markets; it follows its own game in the page store. */
export const GameRow = memo(function GameRow({ id, position, listLength }: GameRowProps) {
  const { store, lng, t } = useGamesPage();
  const game = useGame(id);
  const { appViewType } = useBettingPrefs();

  if (!game) return null;
  const href = gameHref(lng, game);
  return (
    <article
      className={styles.row}
      data-game-id={game.id}
      aria-posinset={position}
      aria-setsize={listLength}
      aria-label={`${game.home.name} — ${game.away.name}`}
    >
      <div className={styles.head}>
        <GameStatus game={game} t={t} />
        <a className={styles.sides} href={href}>
          <span>{game.home.name}</span>
          <span>{game.away.name}</span>
        </a>
        <FavoriteStar gameId={game.id} />
        <a className={styles.more} href={href} aria-label={t('betting.game.all_markets', { count: game.marketsCount })}>
          +{game.marketsCount}
        </a>
      </div>
      <RowMarkets game={game} asian={appViewType === 1} revision={store.marketsRevision(game.id)} />
    </article>
  );
});
