import type { LeaderboardRow, TournamentAnswer } from '@betfront/contract/casino-events';
import type { Translate } from '@betfront/remote-kit';
import { formatPoints, money } from './event-format';
import styles from './events.module.css';

function Row({ row, answer, t }: { row: LeaderboardRow; answer: TournamentAnswer; t: Translate }) {
  const { scoring, currencyIso } = answer.tournament;
  return (
    <tr data-you={row.isYou ? 'true' : undefined}>
      <td>{row.place}</td>
      <td>
        {row.player}
        {row.isYou && <span className={styles.you}> {t('casino-events.leaderboard.you')}</span>}
      </td>
      <td className={styles.number}>{formatPoints(row.points, scoring)}</td>
      <td className={styles.number}>{row.prize ? money(row.prize, currencyIso) : '—'}</td>
    </tr>
  );
}

/** The standings: place, player, points and the place's prize; the player's own row below when it is further down. */
export function Leaderboard({ answer, caption, t }: { answer: TournamentAnswer; caption: string; t: Translate }) {
  if (answer.leaderboard.length === 0) {
    return <p className={styles.muted}>{t(`casino-events.leaderboard.empty.${answer.tournament.status}`)}</p>;
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="leaderboard">
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('casino-events.leaderboard.place')}</th>
            <th scope="col">{t('casino-events.leaderboard.player')}</th>
            <th scope="col" className={styles.number}>
              {t(`casino-events.leaderboard.points.${answer.tournament.scoring}`)}
            </th>
            <th scope="col" className={styles.number}>
              {t('casino-events.leaderboard.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.leaderboard.map((row) => (
            <Row key={row.place} row={row} answer={answer} t={t} />
          ))}
          {answer.you && <Row row={answer.you} answer={answer} t={t} />}
        </tbody>
      </table>
    </div>
  );
}
