import { useCallback, useEffect, useRef, useState } from 'react';
import type { LotteryTicket } from '@betfront/contract/draws';
import { isApiError } from '@betfront/api-client';
import { usePolling } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { LoadFailure, Loading } from '../bets/bets-notices';
import { loadLottery, loadTickets } from './lotto-api';
import styles from './lotto.module.css';
import { LastDraw } from './last-draw';
import { PrizeTable } from './prize-table';
import { refreshBalance } from './refresh-balance';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';
import { useDrawChanges } from './use-draw-changes';
import { useNow } from '@betfront/remote-kit';

/** A new draw and a drawn one are pushed (`useDrawChanges`); these slow reads are the fallback. */
const LOTTERY_POLL_MS = 60_000;

/** When a ticket on the list is paid a win, the header's balance is read again. */
function useBalanceOnWins(tickets: readonly LotteryTicket[] | null) {
  const paid = tickets?.filter((ticket) => ticket.payout !== null && ticket.payout !== '0.00').length ?? null;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (paid === null) return;
    if (seen.current !== null && paid > seen.current) refreshBalance();
    seen.current = paid;
  }, [paid]);
}
const TICKETS_POLL_MS = 60_000;

function MyTickets({ lotteryId, lng, t }: { lotteryId: number; lng: string; t: Translate }) {
  const load = useCallback((signal: AbortSignal) => loadTickets(lotteryId, signal), [lotteryId]);
  const { value: tickets, error, refresh } = usePolling(load, { intervalMs: TICKETS_POLL_MS });
  useDrawChanges([`lotto:${lotteryId}`], refresh);
  useBalanceOnWins(tickets);
  if (tickets === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  if (tickets.length === 0) return <p className={styles.muted}>{t('lotto.my_tickets.empty')}</p>;
  return <TicketList tickets={tickets} lng={lng} t={t} label={t('lotto.my_tickets.heading')} />;
}

/** One lottery: its rules and prize table, the ticket to fill and buy, and the player's tickets of it. */
export function LotteryView({
  lotteryId,
  lng,
  t,
  isLoggedIn,
}: {
  lotteryId: number;
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
}) {
  const load = useCallback((signal: AbortSignal) => loadLottery(lotteryId, lng, signal), [lotteryId, lng]);
  const { value: lottery, error, refresh } = usePolling(load, { intervalMs: LOTTERY_POLL_MS });
  useDrawChanges([`lotto:${lotteryId}`], refresh);
  const now = useNow();
  // Each purchase mounts the player's tickets anew, so the new ticket shows at once.
  const [purchases, setPurchases] = useState(0);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        title={t('lotto.not_found.title')}
        text={t('lotto.not_found.text')}
        links={[{ href: `/${lng}/lotto`, label: t('lotto.all_lotteries') }]}
      />
    );
  }
  if (lottery === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  return (
    <div className={styles.view}>
      <div className={styles.viewMain}>
        <TicketForm
          lottery={lottery}
          lng={lng}
          t={t}
          now={now}
          isLoggedIn={isLoggedIn}
          picked={picked}
          setPicked={setPicked}
          onBought={() => {
            setPurchases((count) => count + 1);
            refresh();
          }}
          onRefused={refresh}
        />
      </div>
      <aside className={styles.viewSide}>
        <LastDraw lotteryId={lotteryId} lng={lng} t={t} />
        <PrizeTable lottery={lottery} spots={Math.min(Math.max(picked.size, 1), lottery.maxPick)} t={t} />
        <p className={styles.muted}>
          {lottery.kind === 'lotto'
            ? t('lotto.system_hint', { pick: lottery.pickCount })
            : t(`lotto.${lottery.kind}_hint`, { max: lottery.maxPick })}
        </p>
        {isLoggedIn && (
          <section aria-labelledby="lotto-my-tickets">
            <h2 id="lotto-my-tickets" className={styles.sectionTitle}>
              {t('lotto.my_tickets.heading')}
            </h2>
            <MyTickets key={purchases} lotteryId={lotteryId} lng={lng} t={t} />
          </section>
        )}
      </aside>
    </div>
  );
}
