import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';
import { GameTile } from './game-tile';
import type { TileOptions } from './game-tile';
import styles from './lobby.module.css';

/** Covers of the first row load at once; a row holds up to this many tiles on the widest screens. */
export const FIRST_ROW = 7;

interface GameGridProps extends TileOptions {
  games: readonly CasinoGameTile[];
  label: string;
}

export function GameGrid({ games, label, ...options }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameTile game={game} eager={index < FIRST_ROW} {...options} />
        </li>
      ))}
    </ul>
  );
}
