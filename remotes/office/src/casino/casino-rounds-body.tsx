import { useCallback } from 'react';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState, formatDateTime } from '@betfront/ui';
import type { OfficeData } from '../office-data';
import { ListPages } from '../shared/list-pages';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { loadCasinoRounds, ROUNDS_PER_PAGE } from './casino-api';
import styles from './casino.module.css';

/** The game's name as the last part of its address: "Fruit Reels" → "fruit-reels". */
const gameSlug = (name: string) =>
  encodeURIComponent(
    name
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, ''),
  );

const pageOf = (query: Readonly<Record<string, string>>) => {
  const page = Number(query.page ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The player's casino rounds (of slot games only on `office/slots`), newest first: the game, the stake, the win and when. */
function RoundsBody({ ctx, t, section }: RemoteAppProps<OfficeData> & { section?: 'slots' }) {
  const { lng } = ctx;
  const page = pageOf(ctx.route.query);
  const load = useCallback((signal: AbortSignal) => loadCasinoRounds(page, lng, section, signal), [page, lng, section]);
  const rounds = useRequest(['history', 'casino-rounds', section ?? 'all', page], load);
  const answer = rounds.value;
  const action = `/${lng}/office/${section ?? 'casino'}`;
  return (
    <div className={sharedStyles.page}>
      <p>
        <a href={`/${lng}/office/history-casino-mail`}>{t('office-casino.mail_link')}</a>
      </p>
      {answer === null ? (
        <RequestPending request={rounds} t={t} />
      ) : answer.rounds.length === 0 ? (
        <EmptyState
          title={t('office-casino.empty.title')}
          text={t('office-casino.empty.text')}
          links={[{ href: `/${lng}/casino-lobby`, label: t('office-casino.empty.link') }]}
        />
      ) : (
        <>
          <p className={sharedStyles.total}>{t('office-casino.total', { total: answer.total })}</p>
          <ul className={styles.list} aria-label={t('office-casino.list')} aria-busy={rounds.isLoading}>
            {answer.rounds.map((round) => (
              <li key={round.id} className={styles.round}>
                <a className={styles.game} href={`/${lng}/game/${round.gameId}/${gameSlug(round.gameName)}`}>
                  {round.gameName}
                </a>
                <time className={styles.time} dateTime={round.startedAt}>
                  {formatDateTime(round.startedAt, lng)}
                </time>
                <span className={styles.amount}>
                  {t('office-casino.stake', { amount: `${round.stake}\u00a0${round.currencyIso}` })}
                </span>
                <span className={Number(round.win) > 0 ? `${styles.amount} ${styles.won}` : styles.amount}>
                  {round.status === 'rolled_back'
                    ? t('office-casino.rolled_back')
                    : t('office-casino.win', { amount: `${round.win}\u00a0${round.currencyIso}` })}
                </span>
              </li>
            ))}
          </ul>
          <ListPages
            page={page}
            limit={ROUNDS_PER_PAGE}
            total={answer.total}
            hrefOf={(next) => `${action}?page=${next}`}
            t={t}
          />
        </>
      )}
    </div>
  );
}

export const CasinoRoundsBody = (props: RemoteAppProps<OfficeData>) => <RoundsBody {...props} />;
export const SlotRoundsBody = (props: RemoteAppProps<OfficeData>) => <RoundsBody {...props} section="slots" />;
