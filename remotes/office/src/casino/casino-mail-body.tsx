import { useState } from 'react';
import { isApiError } from '@betfront/api-client';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from '../office-data';
import sharedStyles from '../shared/shared.module.css';
import { mailCasinoHistory } from './casino-api';

type Sending = { state: 'idle' | 'sending' } | { state: 'sent'; to: string } | { state: 'failed'; key: string };

/** Sends the player's casino history to their e-mail. */
export function CasinoMailBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const send = () => {
    setSending({ state: 'sending' });
    mailCasinoHistory(ctx.lng).then(
      (answer) => setSending({ state: 'sent', to: answer.sentTo }),
      (error: unknown) =>
        setSending({
          state: 'failed',
          key:
            isApiError(error) && error.code === 'email_missing'
              ? 'office-casino.mail.no_email'
              : 'office-casino.mail.failed',
        }),
    );
  };
  return (
    <div className={sharedStyles.page}>
      <p>{t('office-casino.mail.text')}</p>
      <p>
        <button type="button" className={sharedStyles.button} onClick={send} disabled={sending.state === 'sending'}>
          {t('office-casino.mail.send')}
        </button>
      </p>
      {sending.state === 'sent' && <p role="status">{t('office-casino.mail.sent', { email: sending.to })}</p>}
      {sending.state === 'failed' && <p role="alert">{t(sending.key)}</p>}
      <p>
        <a href={`/${ctx.lng}/office/casino`}>{t('office-casino.back')}</a>
      </p>
    </div>
  );
}
