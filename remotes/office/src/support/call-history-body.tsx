import { CARD_CLASS, formatDateTime } from '@betfront/ui';
import type { Callback } from '@betfront/contract/support';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, EmptyState } from '@betfront/ui';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { cancelCallback, loadCallbacks } from './callbacks-api';
import { FormIssue } from './form-issue';
import { supportErrorText } from './support-errors';
import threadStyles from '../shared/thread.module.css';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';

function CallbackItem({
  callback,
  lng,
  t,
  onChanged,
}: {
  callback: Callback;
  lng: string;
  t: Translate;
  onChanged(): void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const isWaiting = callback.status === 'new' || callback.status === 'scheduled';
  const statusText =
    callback.status === 'cancelled'
      ? t(`support.callback.status.cancelled_by_${callback.cancelledBy ?? 'operator'}`)
      : t(`support.callback.status.${callback.status}`);
  return (
    <li className={CARD_CLASS.compact}>
      <article className={styles.callback} aria-label={t('support.callback.item', { id: callback.id })}>
        <header className={threadStyles.head}>
          <span className={threadStyles.subject}>{t(`support.topic.${callback.topic}`)}</span>
          <span className={styles.callbackStatus} data-status={callback.status}>
            {statusText}
          </span>
        </header>
        <dl className={styles.facts}>
          <dt>{t('support.callback.phone_short')}</dt>
          <dd>{callback.phone}</dd>
          <dt>{t('support.callback.preferred_short')}</dt>
          <dd>{formatDateTime(callback.preferredAt, lng)}</dd>
          {callback.scheduledAt && (
            <>
              <dt>{t('support.callback.scheduled')}</dt>
              <dd>{formatDateTime(callback.scheduledAt, lng)}</dd>
            </>
          )}
          {callback.comment && (
            <>
              <dt>{t('support.callback.comment_short')}</dt>
              <dd>{callback.comment}</dd>
            </>
          )}
          {callback.note && (
            <>
              <dt>{t('support.callback.note')}</dt>
              <dd>{callback.note}</dd>
            </>
          )}
        </dl>
        <FormIssue text={refusal} />
        {isWaiting && (
          <button
            type="button"
            className={BUTTON_CLASS.secondary}
            onClick={() =>
              cancelCallback(callback.id).then(onChanged, (error: unknown) => setRefusal(supportErrorText(error, t)))
            }
          >
            {t('support.callback.cancel')}
          </button>
        )}
      </article>
    </li>
  );
}

/** call-history: the player's callbacks with what support did about each, newest first. */
export function CallHistoryBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const [version, setVersion] = useState(0);
  const callbacks = useRequest(
    ['support', 'callbacks', version],
    useCallback((signal: AbortSignal) => loadCallbacks(signal), []),
  );
  const order = { href: `/${lng}/callback`, label: t('support.callback.order') };
  if (callbacks.value === null) return <RequestPending request={callbacks} t={t} />;
  if (callbacks.value.length === 0) {
    return (
      <EmptyState
        title={t('support.callback.none.title')}
        text={t('support.callback.none.text')}
        action={{ href: order.href, label: t('support.callback.none.action') }}
      />
    );
  }
  return (
    <div className={sharedStyles.page}>
      <a href={order.href} className={`${BUTTON_CLASS.secondary} ${styles.onward}`}>
        {order.label}
      </a>
      <ul className={CARD_CLASS.list} aria-label={t('support.callback.list')}>
        {callbacks.value.map((callback) => (
          <CallbackItem
            key={callback.id}
            callback={callback}
            lng={lng}
            t={t}
            onChanged={() => setVersion((count) => count + 1)}
          />
        ))}
      </ul>
    </div>
  );
}
