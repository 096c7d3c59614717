import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import { DateRangeFields } from '../shared/filter-form';
import sharedStyles from '../shared/shared.module.css';
import { historyActionErrorKey } from './history-action-error';
import { mailBetHistory } from './history-api';

type Sending =
  { state: 'idle' | 'sending' } | { state: 'sent'; to: string; coupons: number } | { state: 'failed'; key: string };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Sends the coupons of a period (of one account when the page names it) to the player's e-mail. */
export function HistoryMailBody({ ctx, data, t }: RemoteAppProps<OfficeData>) {
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const accountId = data.vars.accountId === undefined ? undefined : Number(data.vars.accountId);
  const send = (form: FormData) => {
    setSending({ state: 'sending' });
    const period = { from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') };
    mailBetHistory({ ...period, lng: ctx.lng, ...(accountId ? { accountId } : {}) }).then(
      (answer) => setSending({ state: 'sent', to: answer.sentTo, coupons: answer.coupons }),
      (error: unknown) => setSending({ state: 'failed', key: historyActionErrorKey(error) }),
    );
  };
  return (
    <HydratedForm
      className={sharedStyles.page}
      aria-label={t('office.page.office.history-mail.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        send(new FormData(event.currentTarget));
      }}
    >
      <p>{t('office.history_mail.text')}</p>
      {accountId !== undefined && <p>{t('office.history_mail.account', { id: String(accountId) })}</p>}
      <div className={sharedStyles.filters}>
        <DateRangeFields from={daysAgo(30)} to={daysAgo(0)} lng={ctx.lng} t={t} />
      </div>
      <p>
        <button type="submit" className={BUTTON_CLASS.primary} disabled={sending.state === 'sending'}>
          {t('office.history_mail.send')}
        </button>
      </p>
      {sending.state === 'sent' && (
        <p role="status">{t('office.history_mail.sent', { email: sending.to, count: sending.coupons })}</p>
      )}
      {sending.state === 'failed' && <p role="alert">{t(sending.key)}</p>}
      <p>
        <a href={`/${ctx.lng}/office/history`}>{t('office.history.back')}</a>
      </p>
    </HydratedForm>
  );
}
