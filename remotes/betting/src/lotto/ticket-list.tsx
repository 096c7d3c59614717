import type { LotteryTicket } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';
import { BingoCard } from './bingo-card';
import { DrawnBalls } from './drawn-balls';
import { drawTime, lottoMoney } from './lotto-format';
import styles from './lotto.module.css';
import { CARD_CLASS } from '@betfront/ui';

function TicketStatus({ ticket, t }: { ticket: LotteryTicket; t: Translate }) {
  if (ticket.payout === null) return <span className={styles.waiting}>{t('lotto.ticket.waiting')}</span>;
  if (ticket.payout === '0.00') return <span className={styles.muted}>{t('lotto.ticket.lost')}</span>;
  return (
    <span className={styles.won}>
      {t('lotto.ticket.won', { amount: lottoMoney(ticket.payout, ticket.currencyIso) })}
    </span>
  );
}

/** The player's tickets with their draw, numbers (the drawn ones marked), stake and result. */
export function TicketList({
  tickets,
  lng,
  t,
  label,
}: {
  tickets: readonly LotteryTicket[];
  lng: string;
  t: Translate;
  label: string;
}) {
  return (
    <ul className={CARD_CLASS.list} aria-label={label}>
      {tickets.map((ticket) => {
        const drawn = new Set(ticket.drawnNumbers ?? []);
        const isBingo = ticket.lotteryKind === 'bingo';
        return (
          <li key={ticket.id} className={CARD_CLASS.compact} data-ticket-id={ticket.id}>
            <div className={styles.ticketHead}>
              <strong>{t('lotto.ticket.title', { id: ticket.id })}</strong>
              <TicketStatus ticket={ticket} t={t} />
            </div>
            {isBingo ? (
              <BingoCard numbers={ticket.numbers} drawn={drawn} t={t} />
            ) : (
              <DrawnBalls numbers={ticket.numbers} marked={drawn} label={t('lotto.ticket.numbers')} />
            )}
            <p className={styles.muted}>
              {t('lotto.ticket.line', {
                draw: drawTime(ticket.drawAt, lng),
                combinations: ticket.combinations,
                stake: lottoMoney(ticket.stake, ticket.currencyIso),
              })}
              {ticket.matched !== null &&
                ` · ${t(isBingo ? 'lotto.bingo.lines' : 'lotto.ticket.hits', { hits: ticket.matched, lines: ticket.matched })}`}
            </p>
            {ticket.drawnNumbers && (
              <div className={styles.drawnLine}>
                <span className={styles.muted}>{t('lotto.drawn_numbers')}</span>
                <DrawnBalls numbers={ticket.drawnNumbers} label={t('lotto.drawn_numbers')} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
