import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LotteryTicket, PastDraw } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';
import { CARD_CLASS, EmptyState } from '@betfront/ui';
import { LoadFailure, Loading } from '../bets/bets-notices';
import { DrawnBalls } from './drawn-balls';
import { pastDrawsQuery, ticketsQuery } from './lotto-queries';
import { drawTime } from './lotto-format';
import styles from './lotto.module.css';
import { TicketList } from './ticket-list';
import { useDrawChanges } from './use-draw-changes';

function DrawCard({
  draw,
  tickets,
  lng,
  t,
}: {
  draw: PastDraw;
  tickets: readonly LotteryTicket[];
  lng: string;
  t: Translate;
}) {
  const mine = tickets.filter((ticket) => ticket.drawId === draw.id);
  return (
    <li className={CARD_CLASS.card} data-draw-id={draw.id}>
      <h2 className={styles.cardTitle}>{t('lotto.draw_title', { lottery: draw.lotteryName, id: draw.id })}</h2>
      <p className={styles.muted}>
        {t('lotto.drawn_at', { time: drawTime(draw.drawAt, lng) })} ·{' '}
        {t('lotto.tickets_played', { count: draw.tickets })}
      </p>
      <DrawnBalls numbers={draw.numbers} label={t('lotto.drawn_numbers')} />
      <table className={styles.prizes}>
        <caption>{t('lotto.winners.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lotto.prizes.matches')}</th>
            <th scope="col">{t('lotto.winners.combinations')}</th>
          </tr>
        </thead>
        <tbody>
          {draw.winners.map((category) => (
            <tr key={category.matches}>
              <td>{category.matches}</td>
              <td>{category.combinations}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {mine.length > 0 && <TicketList tickets={mine} lng={lng} t={t} label={t('lotto.check.mine')} />}
      <details className={styles.details}>
        <summary>{t('lotto.seed')}</summary>
        <code className={styles.seed}>{draw.seed}</code>
      </details>
    </li>
  );
}

/**
 * Past draws, of one lottery or of all: drawn numbers, winning combinations by category, and — for a logged-in
 * player — their own tickets of each draw, checked against it.
 */
export function DrawResults({
  lotteryId,
  lng,
  t,
  isLoggedIn,
}: {
  lotteryId: number | null;
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
}) {
  const draws = useQuery(pastDrawsQuery(lng, lotteryId));
  const mine = useQuery(ticketsQuery(lotteryId, isLoggedIn));
  const topics =
    lotteryId === null ? (draws.data ?? []).map((draw) => `lotto:${draw.lotteryId}`) : [`lotto:${lotteryId}`];
  const { refetch: refetchDraws } = draws;
  const { refetch: refetchMine } = mine;
  const refreshBoth = useCallback(() => {
    void refetchDraws();
    if (isLoggedIn) void refetchMine();
  }, [refetchDraws, refetchMine, isLoggedIn]);
  useDrawChanges([...new Set(topics)], refreshBoth);
  if (draws.data === undefined) {
    return draws.error ? <LoadFailure t={t} onRetry={() => void refetchDraws()} /> : <Loading t={t} />;
  }
  if (draws.data.length === 0) {
    return (
      <EmptyState
        title={t('lotto.no_results.title')}
        text={t('lotto.no_results.text')}
        links={[{ href: `/${lng}/lotto`, label: t('lotto.all_lotteries') }]}
      />
    );
  }
  return (
    <>
      {isLoggedIn && <p className={styles.muted}>{t('lotto.check.hint')}</p>}
      <ul className={CARD_CLASS.grid} aria-label={t('lotto.results_label')}>
        {draws.data.map((draw) => (
          <DrawCard key={draw.id} draw={draw} tickets={mine.data ?? []} lng={lng} t={t} />
        ))}
      </ul>
    </>
  );
}
