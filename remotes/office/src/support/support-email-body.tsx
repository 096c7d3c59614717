import type { RemoteAppProps } from '@betfront/remote-kit';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { LetterForm } from './letter-form';
import { RequestThread } from './request-thread';
import { loadSupportRequests } from './support-api';
import threadStyles from '../shared/thread.module.css';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';
import { CARD_CLASS } from '@betfront/ui';

/** A visitor's letter: the form, then the number it was taken under and where the answer will come. */
function VisitorLetter({ ctx, t }: Pick<RemoteAppProps<OfficeData>, 'ctx' | 't'>) {
  const [sentId, setSentId] = useState<string | null>(null);
  if (sentId !== null) {
    return (
      <p role="status" className={styles.done}>
        {t('support.form.sent_visitor', { id: sentId })}
      </p>
    );
  }
  return <LetterForm lng={ctx.lng} isVisitor t={t} onSent={setSentId} />;
}

/** A player's letters: a new one, and every earlier one with its thread, newest change first. */
function PlayerLetters({ ctx, t }: Pick<RemoteAppProps<OfficeData>, 'ctx' | 't'>) {
  const [version, setVersion] = useState(0);
  const [sentId, setSentId] = useState<string | null>(null);
  const requests = useRequest(
    ['support', 'requests', version],
    useCallback((signal: AbortSignal) => loadSupportRequests(signal), []),
  );
  const reload = () => setVersion((count) => count + 1);
  return (
    <div className={sharedStyles.page}>
      {sentId !== null && (
        <p role="status" className={styles.done}>
          {t('support.form.sent_player', { id: sentId })}
        </p>
      )}
      <LetterForm
        key={version}
        lng={ctx.lng}
        isVisitor={false}
        t={t}
        onSent={(id) => {
          setSentId(id);
          reload();
        }}
      />
      <section aria-labelledby="support-requests" className={sharedStyles.page}>
        <h2 id="support-requests" className={styles.sectionTitle}>
          {t('support.requests.title')}
        </h2>
        {requests.value === null ? (
          <RequestPending request={requests} t={t} />
        ) : requests.value.length === 0 ? (
          <p className={threadStyles.muted}>{t('support.requests.none')}</p>
        ) : (
          <ul className={CARD_CLASS.list} aria-label={t('support.requests.title')}>
            {requests.value.map((request) => (
              <RequestThread key={request.id} lng={ctx.lng} request={request} t={t} onSent={reload} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** support/email: write to support; a player also follows their letters and support's answers here. */
export function SupportEmailBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  return ctx.user === null ? <VisitorLetter ctx={ctx} t={t} /> : <PlayerLetters ctx={ctx} t={t} />;
}
