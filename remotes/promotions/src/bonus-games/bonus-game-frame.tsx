import type { BonusGameAnswer } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState, formatDateTime, formatTime, Skeleton } from '@betfront/ui';
import type { ReactNode } from 'react';
import { isVisitor, playRefusal } from './bonus-game-api';
import styles from './bonus-game.module.css';
import type { BonusGameState, PlayOutcome } from './use-bonus-game';

/** A player's day of plays turns at midnight UTC: any such midnight gives the hour it is on the player's clock. */
const UTC_MIDNIGHT = '2000-01-01T00:00:00Z';

function OutcomeText({ outcome, lng, t }: { outcome: PlayOutcome; lng: string; t: Translate }) {
  if (outcome.tone === 'danger') {
    return (
      <p role="alert" className={styles.result} data-tone="danger">
        {t(outcome.key)}
        {outcome.nextPlayAt && ` ${t('bonuses.game.next', { time: formatDateTime(outcome.nextPlayAt, lng) })}`}
      </p>
    );
  }
  const { prize } = outcome.play;
  const isWon = prize.kind !== 'none' && prize.amount !== null;
  const text = !isWon
    ? 'bonuses.game.no_prize'
    : prize.kind === 'free_bet'
      ? 'bonuses.game.won_free_bet'
      : 'bonuses.game.won';
  return (
    <p role="status" className={styles.result} data-tone="success">
      {t(text, { prize: prize.label })}{' '}
      {isWon && prize.kind === 'bonus' && <a href={`/${lng}/office/bonuses/wager`}>{t('bonuses.wager_link')}</a>}
    </p>
  );
}

export function PrizeTable({ answer, lng, t }: { answer: BonusGameAnswer; lng: string; t: Translate }) {
  return (
    <div>
      <table className={styles.table}>
        <caption>{t('bonuses.game.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bonuses.game.prize')}</th>
            <th scope="col">{t('bonuses.game.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.prizes.map((prize) => (
            <tr key={prize.id}>
              <td>{prize.label}</td>
              <td>{`${Number(prize.chance).toLocaleString(lng)} %`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.rules}>
        <li>{t('bonuses.game.rule.daily', { time: formatTime(UTC_MIDNIGHT, lng) })}</li>
        <li>{t('bonuses.game.rule.paid')}</li>
        {answer.prizes.some((prize) => prize.kind === 'free_bet') && <li>{t('bonuses.game.rule.free_bet')}</li>}
        <li>{t('bonuses.game.rule.draw')}</li>
      </ul>
    </div>
  );
}

interface FrameProps {
  state: BonusGameState;
  label: string;
  lng: string;
  t: Translate;
  /** The game itself, given the prize table once it is loaded. */
  children(answer: BonusGameAnswer): ReactNode;
}

/**
 * What every bonus game shows around its stage: the log-in invitation for a visitor, the outcome of a play or its
 * refusal, the next play's time, and the prize table with each prize's chance.
 */
export function BonusGameFrame({ state, label, lng, t, children }: FrameProps) {
  const { answer, loadError, outcome, isPlaying } = state;
  if (state.isVisitor || loadError !== null) {
    return state.isVisitor || isVisitor(loadError) ? (
      <EmptyState
        title={t('bonuses.game.login.title')}
        text={t('bonuses.game.login.text')}
        links={[{ href: `/${lng}/user/login`, label: t('bonuses.game.login.link') }]}
      />
    ) : (
      <p role="alert">{t(playRefusal(loadError).key)}</p>
    );
  }
  if (!answer) return <Skeleton height="360px" />;
  return (
    <section className={styles.game} aria-label={label}>
      <div className={styles.stage}>
        {children(answer)}
        {outcome && !isPlaying && <OutcomeText outcome={outcome} lng={lng} t={t} />}
        {outcome?.tone !== 'danger' && !isPlaying && answer.nextPlayAt && (
          <p className={styles.result}>{t('bonuses.game.next', { time: formatDateTime(answer.nextPlayAt, lng) })}</p>
        )}
      </div>
      <PrizeTable answer={answer} lng={lng} t={t} />
    </section>
  );
}
