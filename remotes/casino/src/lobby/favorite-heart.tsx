import { useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@betfront/api-client';
import { publish } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';
import { FavoriteGamesContext } from './favorites-context';
import { toggleFavoriteGame } from './favorites-store';
import styles from './game-tile.module.css';

interface FavoriteHeartProps {
  game: CasinoGameTile;
  lng: string;
  isLoggedIn: boolean;
  /** What the server rendered: whether the page knew the game as a favourite. */
  initiallyFavorite: boolean;
  t: Translate;
}

/** The heart of a tile: a player keeps the game among the favourites; a visitor is asked to log in first. */
export function FavoriteHeart({ game, lng, isLoggedIn, initiallyFavorite, t }: FavoriteHeartProps) {
  const queries = useQueryClient();
  const favorites = useContext(FavoriteGamesContext);
  const favorite = favorites ? favorites.has(game.id) : initiallyFavorite;
  if (!isLoggedIn) {
    return (
      <a
        className={styles.heart}
        href={`/${lng}/my-casino/authorization`}
        aria-label={t('casino-lobby.favorite.log_in', { name: game.name })}
      >
        ♡
      </a>
    );
  }
  const toggle = () => {
    toggleFavoriteGame(queries, game.id, lng).catch((error: unknown) => {
      const full = isApiError(error) && error.code === 'favorites_full';
      publish('notify', {
        kind: 'error',
        text: t(full ? 'casino-lobby.favorite.full' : 'casino-lobby.favorite.failed'),
      });
    });
  };
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favorite}
      aria-label={t('casino-lobby.favorite.toggle', { name: game.name })}
      onClick={toggle}
    >
      {favorite ? '♥' : '♡'}
    </button>
  );
}
