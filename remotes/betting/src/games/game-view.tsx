import { FavoriteStar } from './favorite-star';
import { GameMarkets } from './game-markets';
import { teamHref } from './game-href';
import { GameStatus } from './game-status';
import { useGame } from './use-game';
import { useGamesPage } from './page-context';
import styles from './game-view.module.css';

/** One game's page: the sides (each a link to its team), score or start, and every market, kept current. */
export function GameView({ id }: { id: number }) {
  const { store, lng, t } = useGamesPage();
  const game = useGame(id);
  if (!game) return null;
  return (
    <div data-game-id={game.id}>
      <div className={styles.board}>
        <p className={styles.champ}>
          {game.sportName} · {game.champName}
        </p>
        <div className={styles.sides}>
          <a href={teamHref(lng, game, 'home')}>{game.home.name}</a>
          <GameStatus game={game} t={t} />
          <a href={teamHref(lng, game, 'away')}>{game.away.name}</a>
          <FavoriteStar gameId={game.id} />
        </div>
        {game.isSuspended && <p className={styles.suspended}>{t('betting.game.suspended')}</p>}
      </div>
      <GameMarkets game={game} revision={store.marketsRevision(game.id)} />
    </div>
  );
}
