import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { CasinoGameTile, CasinoRecommendedAnswer } from '@betfront/contract/casino-catalogue';
import { GameGrid } from './game-grid';
import type { TileOptions } from './game-tile';
import styles from './lobby.module.css';

function onward(lng: string, t: Translate) {
  return [
    { href: `/${lng}/casino-lobby`, label: t('casino.link.lobby') },
    { href: `/${lng}/slots`, label: t('casino.link.slots') },
  ];
}

/** The player's favourite games, or how to get some. */
export function FavoriteGames({ games, ...options }: TileOptions & { games: CasinoGameTile[] }) {
  const { lng, t } = options;
  if (games.length === 0) {
    return (
      <EmptyState
        title={t('casino-lobby.favorites.none.title')}
        text={t('casino-lobby.favorites.none.text')}
        linksLabel={t('casino.empty.links_label')}
        links={onward(lng, t)}
      />
    );
  }
  const ids = games.map((game) => game.id);
  return (
    <GameGrid
      games={games}
      label={t('casino.page.my-casino.favorites.heading')}
      favoriteIds={new Set(ids)}
      {...options}
    />
  );
}

/** Games like those the player played, or the popular ones while the player has played none. */
export function RecommendedGames({ answer, ...options }: TileOptions & { answer: CasinoRecommendedAnswer }) {
  const { t } = options;
  return (
    <>
      <p className={styles.hint}>{t(`casino-lobby.recommended.${answer.basis}`)}</p>
      <GameGrid games={answer.games} label={t('casino.page.my-casino.recommended.heading')} {...options} />
    </>
  );
}

/** A visitor's way into the personal casino: log in or register. */
export function SignInPrompt({ lng, t }: { lng: string; t: Translate }) {
  return (
    <EmptyState
      title={t('casino-lobby.sign_in.title')}
      text={t('casino-lobby.sign_in.text')}
      linksLabel={t('casino.empty.links_label')}
      links={[
        { href: `/${lng}/user/login`, label: t('casino.link.login') },
        { href: `/${lng}/registration`, label: t('casino.link.registration') },
      ]}
    />
  );
}

/** A logged-in player on the authorization page: the personal casino is open. */
export function SignedIn({ lng, t }: { lng: string; t: Translate }) {
  return (
    <EmptyState
      title={t('casino-lobby.signed_in.title')}
      text={t('casino-lobby.signed_in.text')}
      linksLabel={t('casino.empty.links_label')}
      links={[
        { href: `/${lng}/my-casino/favorites`, label: t('casino.page.my-casino.favorites.heading') },
        { href: `/${lng}/my-casino/recommended`, label: t('casino.page.my-casino.recommended.heading') },
      ]}
    />
  );
}
