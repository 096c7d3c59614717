import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';
import type { Translate } from '@betfront/remote-kit';
import { FavoriteHeart } from './favorite-heart';
import styles from './game-tile.module.css';

/** The covers' drawn size: the tile keeps this 4:3 box before the picture arrives, so nothing shifts. */
const COVER = { width: 320, height: 240 };
const SHOWN_TAGS = 2;
/** What sets a game apart shows before what only says it is new or popular. */
const TAG_ORDER = ['jackpot', 'megaways', 'bonus-buy', 'new', 'popular'];
const tagRank = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);

export interface TileOptions {
  lng: string;
  isLoggedIn: boolean;
  t: Translate;
  /** Games the page knows to be the player's favourites (the favourites page). */
  favoriteIds?: ReadonlySet<string>;
}

interface GameTileProps extends TileOptions {
  game: CasinoGameTile;
  /** The first row loads its cover at once; the rest when scrolled near. */
  eager: boolean;
}

function gameHref(lng: string, game: CasinoGameTile): string {
  return `/${lng}/game/${game.id}/${game.slug}`;
}

/** A game of a list: its cover and name open the game; the provider, its tags and the favourite heart. */
export function GameTile({ game, eager, lng, isLoggedIn, t, favoriteIds }: GameTileProps) {
  const tags = [...game.tags].sort((a, b) => tagRank(a) - tagRank(b)).slice(0, SHOWN_TAGS);
  return (
    <article className={styles.tile} aria-label={game.name}>
      <a className={styles.link} href={gameHref(lng, game)}>
        <img
          className={styles.cover}
          src={game.cover}
          alt=""
          width={COVER.width}
          height={COVER.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.name} translate="no">
          {game.name}
        </span>
      </a>
      <span className={styles.provider} translate="no">
        {game.provider.name}
      </span>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('casino-lobby.tags')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag} data-tag={tag}>
              {t(`casino-lobby.tag.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      <FavoriteHeart
        game={game}
        lng={lng}
        isLoggedIn={isLoggedIn}
        initiallyFavorite={favoriteIds?.has(game.id) ?? false}
        t={t}
      />
    </article>
  );
}
