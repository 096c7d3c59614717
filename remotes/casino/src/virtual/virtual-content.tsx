import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VirtualBet, VirtualPage } from '@betfront/contract/virtual';
import { followDrawChanges } from '@betfront/live-feed';
import { ACCOUNTS_KEY, pollEvery } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, EmptyState } from '@betfront/ui';
import { BetSlip } from './bet-slip';
import { useCouponBetIds } from './coupon-picks';
import { GameBoard } from './game-board';
import type { VirtualPick } from './game-board';
import { MyBets } from './my-bets';
import { useNow } from '@betfront/remote-kit';
import { loadVirtualBets, loadVirtualGames } from './virtual-api';
import styles from './virtual.module.css';

/** Rounds opened and played are pushed by the draws' stream; this slow read is the fallback when it is down. */
const FALLBACK_POLL_MS = 30_000;

/** Reads again whenever the platform announces a change of one of these games. */
function useGameChanges(slugs: readonly string[], refresh: () => void) {
  const key = slugs.join(' ');
  useEffect(() => {
    const stops = key
      .split(' ')
      .filter(Boolean)
      .map((slug) => followDrawChanges(`virtual:${slug}`, refresh));
    return () => stops.forEach((stop) => stop());
  }, [key, refresh]);
}

/** When one of the player's bets is paid, every view of the balance reads it again. */
function useBalanceOnWins(bets: readonly VirtualBet[] | undefined) {
  const queries = useQueryClient();
  const paid = bets?.filter((bet) => bet.payout !== null && bet.payout !== '0.00').length ?? null;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (paid === null) return;
    if (seen.current !== null && paid > seen.current) void queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    seen.current = paid;
  }, [paid, queries]);
}

interface ContentProps {
  page: VirtualPage;
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
}

/** A page of the platform's own virtual games: each game's screen and coming rounds, the bet slip and my bets. */
export function VirtualContent({ page, lng, t, isLoggedIn }: ContentProps) {
  const games = useQuery({
    queryKey: ['virtual', 'games', page, lng],
    queryFn: ({ signal }) => loadVirtualGames(page, lng, signal),
    ...pollEvery(FALLBACK_POLL_MS),
  });
  const bets = useQuery({
    queryKey: ['virtual', 'bets', page, lng],
    queryFn: ({ signal }) => loadVirtualBets(page, lng, signal),
    enabled: isLoggedIn,
    ...pollEvery(FALLBACK_POLL_MS),
  });
  const { refetch: refetchGames } = games;
  const { refetch: refetchBets } = bets;
  const refreshGames = useCallback(() => void refetchGames(), [refetchGames]);
  const refreshBets = useCallback(() => {
    if (isLoggedIn) void refetchBets();
  }, [refetchBets, isLoggedIn]);
  const refreshBoth = useCallback(() => {
    refreshGames();
    refreshBets();
  }, [refreshGames, refreshBets]);
  useGameChanges(games.data?.map((game) => game.slug) ?? [], refreshBoth);
  useBalanceOnWins(bets.data);
  const now = useNow();
  const [pick, setPick] = useState<VirtualPick | null>(null);
  const couponIds = useCouponBetIds();

  if (games.data === undefined) {
    return games.error ? (
      <div className={styles.notice} role="alert">
        <p>{t('virtual.load_failed')}</p>
        <button type="button" className={BUTTON_CLASS.secondary} onClick={refreshGames}>
          {t('virtual.retry')}
        </button>
      </div>
    ) : (
      <p className={styles.muted}>{t('virtual.loading')}</p>
    );
  }
  if (games.data.length === 0) return <EmptyState title={t('virtual.none.title')} text={t('virtual.none.text')} />;
  // The matches and races are bet through the sportsbook's coupon; the slip and its bets serve the other games.
  const hasSlipGames = games.data.some((game) => game.sportId === null);
  const boards = (
    <div className={styles.games}>
      {games.data.map((game) => (
        <GameBoard
          key={game.id}
          game={game}
          lng={lng}
          t={t}
          now={now}
          pick={pick}
          onPick={setPick}
          couponIds={couponIds}
        />
      ))}
    </div>
  );
  // A page of matches and races only bets through the site's coupon: its games take the whole width.
  if (!hasSlipGames) return boards;
  return (
    <div className={styles.layout}>
      {boards}
      <aside className={styles.side}>
        <BetSlip
          pick={pick && Date.parse(pick.round.closesAt) > now ? pick : null}
          lng={lng}
          t={t}
          isLoggedIn={isLoggedIn}
          onPlaced={refreshBets}
          onRefused={refreshGames}
          onClear={() => setPick(null)}
        />
        {isLoggedIn && (
          <section aria-labelledby="virtual-my-bets">
            <h2 id="virtual-my-bets" className={styles.sectionTitle}>
              {t('virtual.my_bets.heading')}
            </h2>
            <MyBets bets={bets.data ?? []} lng={lng} t={t} />
          </section>
        )}
      </aside>
    </div>
  );
}
