import { SectionToggle, useLayoutPreference } from '@betfront/account-ui/layout';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { publish } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { LoginPrompt } from '../components/login-prompt';
import { ExpressCard } from '../express/express-card';
import type { PageGames } from '../load/page-games';
import { isLoading, subscribeLoading } from '../load/loading-state';
import { SportsMenu } from '../menu/sports-menu';
import { SportsStrip } from '../menu/sports-strip';
import { PrefsSwitcher } from '../prefs/prefs-switcher';
import { isSelected } from '../store/coupon-selections';
import { useFavoriteIds } from '../store/favorite-games';
import { couponBet, gameIdOfSelection } from './coupon-bet';
import { FavoritesContext } from './favorites-context';
import { GameList } from './game-list';
import { GameView } from './game-view';
import { GamesSkeleton } from './games-skeleton';
import { GamesContext } from './page-context';
import type { GamesPageContext } from './page-context';
import { usePageStore } from './use-page-store';
import styles from './sportsbook-content.module.css';

/** The left section of the betting pages: the sports menu, which a desktop may collapse to a rail. */
const SPORTS_SECTION_ID = 'sports-section';

interface SportsbookContentProps {
  page: PageGames;
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
  pageType: string;
}

/** The sportsbook part of a betting page: menu, express of the day, lists of games or one game, all live. */
export function SportsbookContent({ page, lng, t, isLoggedIn, pageType }: SportsbookContentProps) {
  const store = usePageStore(page, lng);
  const loading = useSyncExternalStore(subscribeLoading, isLoading, () => false);
  const { layout, change } = useLayoutPreference(t);
  const isMenuHidden = layout.hide_left;
  const menuLayout = isMenuHidden ? `${styles.withMenu} ${styles.menuHidden}` : styles.withMenu;

  const favorites = useFavoriteIds(lng, isLoggedIn);

  const pick = useCallback(
    (selectionId: string) => {
      if (isSelected(selectionId)) {
        publish('couponRemoveBet', { betId: selectionId });
        return;
      }
      const game = store.game(gameIdOfSelection(selectionId));
      const event = game ? couponBet(game, selectionId, t, pageType) : null;
      if (event) publish('couponAddBet', event);
    },
    [store, t, pageType],
  );
  const context = useMemo<GamesPageContext>(
    () => ({ store, lng, t, isLoggedIn, pick, gameBase: page.gameBase }),
    [store, lng, t, isLoggedIn, pick, page.gameBase],
  );

  if (loading) return <GamesSkeleton t={t} />;
  if (page.needsLogin) return <LoginPrompt lng={lng} t={t} stem="betting.favorites.login" />;
  return (
    <GamesContext.Provider value={context}>
      <FavoritesContext.Provider value={favorites}>
        <div className={page.menu ? menuLayout : undefined}>
          {page.menu && (
            <aside id={SPORTS_SECTION_ID} className={styles.menu}>
              <div className={styles.menuBar}>
                <SectionToggle
                  label={t(isMenuHidden ? 'layout.left.show' : 'layout.left.hide')}
                  controls={SPORTS_SECTION_ID}
                  isExpanded={!isMenuHidden}
                  side="left"
                  onToggle={() => change({ hide_left: !isMenuHidden })}
                />
              </div>
              <div className={styles.menuBody}>
                <SportsMenu menu={page.menu} lng={lng} t={t} />
              </div>
            </aside>
          )}
          <div className={styles.main}>
            {page.menu && <SportsStrip menu={page.menu} lng={lng} t={t} />}
            {page.failed && (
              <p role="alert" className={styles.failed}>
                {t('betting.unavailable')}
              </p>
            )}
            {page.game && <GameView id={page.game.id} />}
            {page.lists.map((list) => (
              <GameList key={list.id} title={t(list.titleKey)} games={list.games} emptyText={t('betting.list.empty')} />
            ))}
            {page.expresses && page.expresses.length > 0 && (
              <section aria-label={t('betting.express.heading')}>
                <h2 className={styles.heading}>{t('betting.express.heading')}</h2>
                {page.expresses.map((express) => (
                  <ExpressCard key={express.id} express={express} lng={lng} t={t} />
                ))}
              </section>
            )}
            <PrefsSwitcher t={t} />
          </div>
        </div>
      </FavoritesContext.Provider>
    </GamesContext.Provider>
  );
}
