import type { TournamentSummary } from '@betfront/contract/casino-events';
import type { Translate } from '@betfront/remote-kit';
import { formatWhen, money } from './event-format';
import styles from './events.module.css';

/** A tournament in a list: its name, state, prize pool and period, linking to its page (and results once over). */
export function TournamentCard({ tournament, lng, t }: { tournament: TournamentSummary; lng: string; t: Translate }) {
  const href = `/${lng}/bonus/casino/tournaments/${tournament.id}`;
  const isOver = tournament.status === 'ended' || tournament.status === 'settled';
  return (
    <li className={styles.card} data-status={tournament.status}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <a href={href}>{tournament.title}</a>
        </h3>
        <span className={styles.badge} data-status={tournament.status}>
          {t(`casino-events.status.${tournament.status}`)}
        </span>
      </div>
      <p className={styles.pool}>
        <span className={styles.muted}>{t('casino-events.prize_pool')}</span>{' '}
        <strong>{money(tournament.prizePool, tournament.currencyIso)}</strong>
      </p>
      <p className={styles.muted}>{t(`casino-events.scoring.${tournament.scoring}`)}</p>
      <p className={styles.muted}>
        {t('casino-events.period', {
          from: formatWhen(tournament.startsAt, lng),
          to: formatWhen(tournament.endsAt, lng),
        })}
      </p>
      <p className={styles.cardLinks}>
        <a href={href}>{t('casino-events.open_tournament')}</a>
        {isOver && <a href={`${href}/results`}>{t('casino-events.open_results')}</a>}
      </p>
    </li>
  );
}

export function TournamentCards({
  tournaments,
  lng,
  t,
}: {
  tournaments: readonly TournamentSummary[];
  lng: string;
  t: Translate;
}) {
  return (
    <ul className={styles.cards} aria-label={t('casino-events.tournaments')}>
      {tournaments.map((tournament) => (
        <TournamentCard key={tournament.id} tournament={tournament} lng={lng} t={t} />
      ))}
    </ul>
  );
}
