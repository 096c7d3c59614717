import { memo, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { publish } from '@betfront/remote-kit';
import { toggleFavorite } from '../store/favorite-games';
import { FavoritesContext } from './favorites-context';
import { useGamesPage } from './page-context';
import styles from './favorite-star.module.css';

/** The star of a game for a logged-in player: adds the game to the favourites or takes it out. */
export const FavoriteStar = memo(function FavoriteStar({ gameId }: { gameId: number }) {
  const { isLoggedIn, lng, t } = useGamesPage();
  const queries = useQueryClient();
  const favorite = useContext(FavoritesContext).has(gameId);
  if (!isLoggedIn) return null;
  const toggle = () => {
    toggleFavorite(queries, gameId, lng).catch(() =>
      publish('notify', { kind: 'error', text: t('betting.favorites.failed') }),
    );
  };
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={favorite}
      aria-label={t('betting.favorites.star')}
      onClick={toggle}
    >
      {favorite ? '★' : '☆'}
    </button>
  );
});
