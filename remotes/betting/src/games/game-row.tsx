import { memo, useEffect, useRef } from 'react';
import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import { selectionName } from '../markets/market-names';
import { useBettingPrefs } from '../prefs/use-betting-prefs';
import { FavoriteStar } from './favorite-star';
import { gameHref } from './game-href';
import { GameStatus } from './game-status';
import { OddsButton } from './odds-button';
import { observeRow } from './row-visibility';
import { useGame } from './use-game';
import { useGamesPage } from './page-context';
import styles from './game-row.module.css';

const EUROPEAN_ORDER: readonly Market['kind'][] = ['winner3', 'winner2', 'total', 'handicap'];
const ASIAN_ORDER: readonly Market['kind'][] = ['handicap', 'total', 'winner3', 'winner2'];

const byKind = (order: readonly Market['kind'][]) => (a: Market, b: Market) =>
  order.indexOf(a.kind) - order.indexOf(b.kind);

/** The markets of a row, drawn only when the game's version changed. */
const RowMarkets = memo(
  function RowMarkets({ game, asian }: { game: GameSummary; asian: boolean }) {
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
  (before, after) => before.game.version === after.game.version && before.asian === after.asian,
);

/** One game of a list: sides, score or start, main markets; it follows its own game in the page store. */
export const GameRow = memo(function GameRow({ id }: { id: number }) {
  const { store, lng, t } = useGamesPage();
  const game = useGame(id);
  const { appViewType } = useBettingPrefs();
  const rowRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = rowRef.current;
    return element ? observeRow(store, element, id) : undefined;
  }, [store, id]);

  if (!game) return null;
  const href = gameHref(lng, game);
  return (
    <article
      ref={rowRef}
      className={styles.row}
      data-game-id={game.id}
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
      <RowMarkets game={game} asian={appViewType === 1} />
    </article>
  );
});
