import type { TournamentAnswer } from '@betfront/contract/casino-events';
import type { Translate } from '@betfront/remote-kit';
import { formatWhen, money } from './event-format';
import styles from './events.module.css';
import { Leaderboard } from './leaderboard';
import { useLiveTournament } from './use-live-tournament';

function Facts({ answer, lng, t }: { answer: TournamentAnswer; lng: string; t: Translate }) {
  const { tournament } = answer;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('casino-events.state')}</dt>
        <dd>
          <span className={styles.badge} data-status={tournament.status}>
            {t(`casino-events.status.${tournament.status}`)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('casino-events.prize_pool')}</dt>
        <dd>{money(tournament.prizePool, tournament.currencyIso)}</dd>
      </div>
      <div>
        <dt>{t('casino-events.starts')}</dt>
        <dd>{formatWhen(tournament.startsAt, lng)}</dd>
      </div>
      <div>
        <dt>{t('casino-events.ends')}</dt>
        <dd>{formatWhen(tournament.endsAt, lng)}</dd>
      </div>
    </dl>
  );
}

function Terms({ answer, lng, t }: { answer: TournamentAnswer; lng: string; t: Translate }) {
  const { tournament } = answer;
  return (
    <section className={styles.section} aria-labelledby="tournament-rules">
      <h2 id="tournament-rules" className={styles.subheading}>
        {t('casino-events.rules')}
      </h2>
      <p>{tournament.rules}</p>
      <p className={styles.muted}>
        {t(`casino-events.scoring.${tournament.scoring}`)}{' '}
        {t('casino-events.min_stake', { amount: money(tournament.minStake, tournament.currencyIso) })}
      </p>
      <h3 className={styles.minor}>{t('casino-events.games')}</h3>
      {tournament.games ? (
        <ul className={styles.gameLinks}>
          {tournament.games.map((game) => (
            <li key={game.id}>
              <a href={`/${lng}/game/${game.id}/${game.slug}`}>{game.name}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {t('casino-events.all_games')} <a href={`/${lng}/casino-lobby`}>{t('casino-events.to_lobby')}</a>
        </p>
      )}
      <h3 className={styles.minor}>{t('casino-events.prizes')}</h3>
      <ol className={styles.prizes}>
        {tournament.prizes.map((prize, index) => (
          <li key={index}>
            <span>{t('casino-events.place', { place: index + 1 })}</span>
            <strong>{money(prize, tournament.currencyIso)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A tournament: its state and terms, and its leaderboard, which follows the rounds while the tournament runs. */
export function TournamentPage({
  initial,
  lng,
  isResults,
  t,
}: {
  initial: TournamentAnswer;
  lng: string;
  isResults: boolean;
  t: Translate;
}) {
  const answer = useLiveTournament(initial, lng);
  const { tournament } = answer;
  const base = `/${lng}/bonus/casino/tournaments/${tournament.id}`;
  const isOver = tournament.status === 'ended' || tournament.status === 'settled';
  if (isResults && !isOver) {
    return (
      <div className={styles.page}>
        <Facts answer={answer} lng={lng} t={t} />
        <p className={styles.notice}>
          {t('casino-events.results.not_yet', { end: formatWhen(tournament.endsAt, lng) })}{' '}
          <a href={base}>{t('casino-events.results.live_link')}</a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Facts answer={answer} lng={lng} t={t} />
      {isResults && (
        <p className={styles.notice}>
          {t(`casino-events.results.${tournament.status === 'settled' ? 'paid' : 'paying'}`)}
        </p>
      )}
      <section className={styles.section} aria-labelledby="tournament-board">
        <h2 id="tournament-board" className={styles.subheading}>
          {t(isResults ? 'casino-events.results.title' : 'casino-events.leaderboard.title')}
        </h2>
        {tournament.status === 'running' && <p className={styles.muted}>{t('casino-events.leaderboard.live')}</p>}
        <Leaderboard
          answer={answer}
          caption={t('casino-events.leaderboard.caption', { title: tournament.title })}
          t={t}
        />
      </section>
      {!isResults && <Terms answer={answer} lng={lng} t={t} />}
      <p className={styles.cardLinks}>
        {isResults ? (
          <a href={base}>{t('casino-events.results.terms_link')}</a>
        ) : (
          isOver && <a href={`${base}/results`}>{t('casino-events.open_results')}</a>
        )}
        <a href={`/${lng}/bonus/casino/tournaments`}>{t('casino-events.all_tournaments')}</a>
      </p>
    </div>
  );
}
