import { FieldFrame, useForm } from '@betfront/account-ui/forms';
import { betHistoryClearBodySchema } from '@betfront/contract/bets';
import { BUTTON_CLASS, DateField, Dialog, HydratedForm } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import { dateFieldLabels } from '../shared/filter-form';
import sharedStyles from '../shared/shared.module.css';
import { historyActionErrorKey } from './history-action-error';
import { clearBetHistory } from './history-api';

type Clearing = { state: 'idle' } | { state: 'confirming'; through: string } | { state: 'done'; hidden: number };

/** Hides the settled coupons placed up to a chosen day (of one account when the page names it) from the bet history. */
export function HistoryClearBody({ ctx, data, t }: RemoteAppProps<OfficeData>) {
  const form = useForm(historyActionErrorKey, t);
  const [clearing, setClearing] = useState<Clearing>({ state: 'idle' });
  const accountId = data.vars.accountId === undefined ? undefined : Number(data.vars.accountId);
  const throughLabel = t('office.history_clear.through');
  const clear = async (through: string) => {
    setClearing({ state: 'idle' });
    const body = { through, ...(accountId ? { accountId } : {}) };
    const answer = await form.submit({ schema: betHistoryClearBodySchema, body }, clearBetHistory);
    if (answer) setClearing({ state: 'done', hidden: answer.hidden });
  };
  const heading = t('office.page.office.history-clear.heading');
  return (
    <HydratedForm
      className={sharedStyles.page}
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        const through = String(new FormData(event.currentTarget).get('through') ?? '');
        setClearing({ state: 'confirming', through });
      }}
    >
      <p>{t('office.history_clear.text')}</p>
      {accountId !== undefined && <p>{t('office.history_mail.account', { id: String(accountId) })}</p>}
      <FieldFrame label={throughLabel} error={form.fieldError('through', throughLabel)}>
        {(control) => (
          <DateField
            {...control}
            name="through"
            lng={ctx.lng}
            required
            defaultValue={new Date().toISOString().slice(0, 10)}
            labels={dateFieldLabels(t)}
          />
        )}
      </FieldFrame>
      <p>
        <button type="submit" className={BUTTON_CLASS.primary} disabled={form.pending}>
          {t('office.history_clear.submit')}
        </button>
      </p>
      {clearing.state === 'done' && (
        <p role="status">{t('office.history_clear.done', { count: String(clearing.hidden) })}</p>
      )}
      {form.errorKey && <p role="alert">{t(form.errorKey)}</p>}
      <p>
        <a href={`/${ctx.lng}/office/history`}>{t('office.history.back')}</a>
      </p>
      <Dialog
        open={clearing.state === 'confirming'}
        onClose={() => setClearing({ state: 'idle' })}
        title={heading}
        closeLabel={t('office.history_clear.keep')}
      >
        <p>{t('office.history_clear.confirm')}</p>
        <p>
          <button
            type="button"
            className={BUTTON_CLASS.primary}
            onClick={() => clearing.state === 'confirming' && void clear(clearing.through)}
          >
            {t('office.history_clear.submit')}
          </button>{' '}
          <button type="button" className={BUTTON_CLASS.secondary} onClick={() => setClearing({ state: 'idle' })}>
            {t('office.history_clear.keep')}
          </button>
        </p>
      </Dialog>
    </HydratedForm>
  );
}
