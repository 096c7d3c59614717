import { formatDateTime, useHydrated } from '@betfront/ui';
import { FormAlert, formStyles, FormSuccess, useForm } from '@betfront/account-ui/forms';
import type { SessionEntry } from '@betfront/contract/security';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageBody } from '../page-body';
import { errorKeyOf } from './error-key';
import { securityApi } from './security-api';
import styles from './security.module.css';

const SESSIONS_KEY = ['security', 'sessions'];

/** office.session-history: the player's open sessions, where they came from, and logging out of the others. */
export const SessionHistory: PageBody = ({ ctx, t }) => {
  const queries = useQueryClient();
  const isHydrated = useHydrated();
  const read = useQuery({ queryKey: SESSIONS_KEY, queryFn: async () => (await securityApi.sessions()).sessions });
  const [endedText, setEndedText] = useState<string | null>(null);
  const { pending, errorKey, run } = useForm(errorKeyOf, t);
  const sessions = isHydrated ? read.data : undefined;

  if (sessions === undefined) {
    if (isHydrated && read.error) return <FormAlert text={t(errorKeyOf(read.error))} />;
    return (
      <p role="status" className={styles.muted}>
        {t('security.loading')}
      </p>
    );
  }

  const keepSessions = (isKept: (session: SessionEntry) => boolean) =>
    queries.setQueryData<SessionEntry[]>(SESSIONS_KEY, (known) => known?.filter(isKept));
  const endOthers = async () => {
    const answer = await run(securityApi.endOtherSessions);
    if (answer) {
      setEndedText(t('security.sessions.ended', { count: answer.ended }));
      keepSessions((session) => session.current);
    }
  };
  const endOne = async (id: string) => {
    const answer = await run(() => securityApi.endSession(id));
    if (answer) {
      setEndedText(t('security.sessions.ended_one'));
      keepSessions((session) => session.id !== id);
    }
  };

  return (
    <div className={formStyles.form}>
      {endedText !== null && <FormSuccess text={endedText} />}
      <ul className={styles.list} aria-label={t('security.sessions.title')}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.item}>
            <span className={styles.itemText}>
              <strong>{session.user_agent ?? t('security.sessions.unknown_device')}</strong>
              <span className={styles.muted}>
                {t('security.sessions.opened', {
                  at: formatDateTime(session.created_at, ctx.lng),
                  ip: session.ip ?? t('security.sessions.unknown_ip'),
                })}
              </span>
            </span>
            {session.current ? (
              <span className={styles.badgeOn}>{t('security.sessions.current')}</span>
            ) : (
              <button
                type="button"
                className={formStyles.secondary}
                disabled={pending}
                aria-label={t('security.sessions.end_one', {
                  device: session.user_agent ?? t('security.sessions.unknown_device'),
                })}
                onClick={() => void endOne(session.id)}
              >
                {t('security.sessions.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <FormAlert text={errorKey && t(errorKey)} />
      {sessions.some((session) => !session.current) && (
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} disabled={pending} onClick={() => void endOthers()}>
            {t('security.sessions.end_others')}
          </button>
        </div>
      )}
    </div>
  );
};
