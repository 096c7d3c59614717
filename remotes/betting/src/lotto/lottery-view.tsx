import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LotteryTicket } from '@betfront/contract/draws';
import { isApiError } from '@betfront/api-client';
import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { LoadFailure, Loading } from '../bets/bets-notices';
import styles from './lotto.module.css';
import { LastDraw } from './last-draw';
import { lotteryQuery, ticketsQuery } from './lotto-queries';
import { PrizeTable } from './prize-table';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';
import { useDrawChanges } from './use-draw-changes';
import { useNow } from '@betfront/remote-kit';

/** When a ticket on the list is paid a win, every view of the balance reads it again. */
function useBalanceOnWins(tickets: readonly LotteryTicket[] | undefined) {
  const queries = useQueryClient();
  const paid = tickets?.filter((ticket) => ticket.payout !== null && ticket.payout !== '0.00').length ?? null;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (paid === null) return;
    if (seen.current !== null && paid > seen.current) void queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    seen.current = paid;
  }, [paid, queries]);
}

function MyTickets({ lotteryId, lng, t }: { lotteryId: number; lng: string; t: Translate }) {
  const { data: tickets, error, refetch } = useQuery(ticketsQuery(lotteryId, true));
  useDrawChanges([`lotto:${lotteryId}`], refetch);
  useBalanceOnWins(tickets);
  if (tickets === undefined) return error ? <LoadFailure t={t} onRetry={() => void refetch()} /> : <Loading t={t} />;
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
  const queries = useQueryClient();
  const { data: lottery, error, refetch } = useQuery(lotteryQuery(lotteryId, lng));
  useDrawChanges([`lotto:${lotteryId}`], refetch);
  const now = useNow();
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
  if (lottery === undefined) return error ? <LoadFailure t={t} onRetry={() => void refetch()} /> : <Loading t={t} />;
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
            // The new ticket shows at once.
            void queries.invalidateQueries({ queryKey: ticketsQuery(lotteryId, true).queryKey });
            void refetch();
          }}
          onRefused={() => void refetch()}
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
            <MyTickets lotteryId={lotteryId} lng={lng} t={t} />
          </section>
        )}
      </aside>
    </div>
  );
}
