import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';
import type { Translate } from '@betfront/remote-kit';
import { FavoriteHeart } from './favorite-heart';
import styles from './game-tile.module.css';

/** The covers' drawn size: the tile keeps this 4:3 box before the picture arrives, so nothing shifts. */
const COVER = { width: 320, height: 240 };
const SHOWN_TAGS = 2;

export interface TileOptions {
  lng: string;
  isLoggedIn: boolean;
  t: Translate;
}

interface GameTileProps extends TileOptions {
  game: CasinoGameTile;
  /** The first row loads its cover at once; the rest when scrolled near. */
  eager: boolean;
}

export function gameHref(lng: string, game: CasinoGameTile): string {
  return `/${lng}/game/${game.id}/${game.slug}`;
}

/** A game of a list: its cover and name open the game; the provider, its tags and the favourite heart. */
export function GameTile({ game, eager, lng, isLoggedIn, t }: GameTileProps) {
  const tags = game.tags.slice(0, SHOWN_TAGS);
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
        <span className={styles.name}>{game.name}</span>
      </a>
      <span className={styles.provider}>{game.provider.name}</span>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('casino-lobby.tags')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag} data-tag={tag}>
              {t(`casino-lobby.tag.${tag}`)}
            </li>
          ))}
        </ul>
      )}
      <FavoriteHeart game={game} lng={lng} isLoggedIn={isLoggedIn} t={t} />
    </article>
  );
}
