import { FieldFrame, useForm } from '@betfront/account-ui/forms';
import { betHistoryMailBodySchema } from '@betfront/contract/bets';
import { BUTTON_CLASS, DateField, HydratedForm } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import { dateFieldLabels } from '../shared/filter-form';
import sharedStyles from '../shared/shared.module.css';
import { historyActionErrorKey } from './history-action-error';
import { mailBetHistory } from './history-api';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Sends the coupons of a period (of one account when the page names it) to the player's e-mail. */
export function HistoryMailBody({ ctx, data, t }: RemoteAppProps<OfficeData>) {
  const form = useForm(historyActionErrorKey, t);
  const [sent, setSent] = useState<{ to: string; coupons: number } | null>(null);
  const accountId = data.vars.accountId === undefined ? undefined : Number(data.vars.accountId);
  const labels = dateFieldLabels(t);
  const send = async (fields: FormData) => {
    setSent(null);
    const body = {
      from: String(fields.get('from') ?? ''),
      to: String(fields.get('to') ?? ''),
      lng: ctx.lng,
      ...(accountId ? { accountId } : {}),
    };
    const answer = await form.submit({ schema: betHistoryMailBodySchema, body }, mailBetHistory);
    if (answer) setSent({ to: answer.sentTo, coupons: answer.coupons });
  };
  const day = (name: 'from' | 'to', label: string, defaultValue: string) => (
    <FieldFrame label={label} error={form.fieldError(name, label)}>
      {(control) => <DateField {...control} name={name} lng={ctx.lng} defaultValue={defaultValue} labels={labels} />}
    </FieldFrame>
  );
  return (
    <HydratedForm
      className={sharedStyles.page}
      aria-label={t('office.page.office.history-mail.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        void send(new FormData(event.currentTarget));
      }}
    >
      <p>{t('office.history_mail.text')}</p>
      {accountId !== undefined && <p>{t('office.history_mail.account', { id: String(accountId) })}</p>}
      <div className={sharedStyles.filters}>
        {day('from', t('office.filter.from'), daysAgo(30))}
        {day('to', t('office.filter.to'), daysAgo(0))}
      </div>
      <p>
        <button type="submit" className={BUTTON_CLASS.primary} disabled={form.pending}>
          {t('office.history_mail.send')}
        </button>
      </p>
      {sent && <p role="status">{t('office.history_mail.sent', { email: sent.to, count: sent.coupons })}</p>}
      {form.errorKey && <p role="alert">{t(form.errorKey)}</p>}
      <p>
        <a href={`/${ctx.lng}/office/history`}>{t('office.history.back')}</a>
      </p>
    </HydratedForm>
  );
}
