import { BUTTON_CLASS } from '@betfront/ui';
import { isApiError } from '@betfront/api-client';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import sharedStyles from '../shared/shared.module.css';
import { unsubscribe } from './mailing-api';
import styles from './mailing.module.css';

type State = 'ready' | 'sending' | 'done' | 'unknown' | 'failed';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** user/stopnewsletter: a news letter's link, confirmed with one button so a mail scanner opening it changes nothing. */
export function StopNewsletterBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const token = ctx.route.query.token ?? '';
  const [state, setState] = useState<State>(TOKEN.test(token) ? 'ready' : 'unknown');

  const confirm = async () => {
    setState('sending');
    try {
      await unsubscribe(token);
      setState('done');
    } catch (error) {
      setState(isApiError(error) && error.status === 404 ? 'unknown' : 'failed');
    }
  };

  if (state === 'done' || state === 'unknown') {
    const isDone = state === 'done';
    return (
      <div className={styles.groups}>
        <p role={isDone ? 'status' : 'alert'} className={isDone ? styles.saved : styles.failed}>
          {t(isDone ? 'mailing.stop.done' : 'mailing.stop.unknown')}
        </p>
        <a className={BUTTON_CLASS.secondary} href={`/${ctx.lng}/office/mailing-settings`}>
          {t('mailing.stop.settings')}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.groups}>
      <p>{t('mailing.stop.question')}</p>
      <button
        type="button"
        className={sharedStyles.button}
        disabled={state === 'sending'}
        onClick={() => void confirm()}
      >
        {t('mailing.stop.confirm')}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.failed}>
          {t('mailing.failed')}
        </p>
      )}
    </div>
  );
}
