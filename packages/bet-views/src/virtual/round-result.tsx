import type { VirtualKind, VirtualRound } from '@betfront/contract/virtual';
import type { Translate } from '@betfront/remote-kit';
import styles from './round-result.module.css';

/** A played round: the score with its goals or sets, the race's order, the dice or the wheel's sector. */
export function RoundResult({ kind, round, t }: { kind: VirtualKind; round: VirtualRound; t: Translate }) {
  const { result, runners } = round;
  if (!result) return null;
  const name = (index: number) => runners[index]?.name ?? '';
  switch (kind) {
    case 'football':
      return (
        <div className={styles.result}>
          <p className={styles.score} data-testid="virtual-score">
            {name(0)} <strong>{result.score.join(' : ')}</strong> {name(1)}
          </p>
          {result.events.length > 0 && (
            <ol className={styles.events} aria-label={t('virtual.goals')}>
              {result.events.map((goal, index) => (
                <li key={index}>{t('virtual.goal', { minute: goal.at, team: name(goal.side) })}</li>
              ))}
            </ol>
          )}
        </div>
      );
    case 'tennis':
      return (
        <div className={styles.result}>
          <p className={styles.score} data-testid="virtual-score">
            {name(0)} <strong>{result.score.join(' : ')}</strong> {name(1)}
          </p>
          <p className={styles.muted}>{result.events.map((set) => set.text).join(', ')}</p>
        </div>
      );
    case 'horses':
      return (
        <ol className={styles.podium} data-testid="virtual-score" aria-label={t('virtual.finish_order')}>
          {result.order.map((runner) => (
            <li key={runner}>
              <span className={styles.saddle}>{runner + 1}</span> {name(runner)}
            </li>
          ))}
        </ol>
      );
    case 'dice':
      return (
        <p className={styles.score} data-testid="virtual-score">
          {result.score.map((face, index) => (
            <span key={index} className={styles.die} aria-label={t('virtual.die', { face })}>
              {face}
            </span>
          ))}{' '}
          <strong>{t('virtual.total', { total: result.score.reduce((sum, face) => sum + face, 0) })}</strong>
        </p>
      );
    case 'wheel': {
      const sector = result.score[0] ?? 0;
      const colour = result.winners.find((line) => line.startsWith('colour:'))?.slice('colour:'.length) ?? '';
      return (
        <p className={styles.score} data-testid="virtual-score">
          <span className={styles.sector} data-colour={colour}>
            {sector}
          </span>{' '}
          {t(`virtual.outcome.colour.${colour}`)}
        </p>
      );
    }
  }
}
