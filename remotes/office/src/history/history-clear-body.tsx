import { BUTTON_CLASS, DateField, Dialog, HydratedForm } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useId, useState } from 'react';
import type { OfficeData } from '../office-data';
import { dateFieldLabels } from '../shared/filter-form';
import sharedStyles from '../shared/shared.module.css';
import { historyActionErrorKey } from './history-action-error';
import { clearBetHistory } from './history-api';

type Clearing =
  | { state: 'idle' | 'clearing' }
  | { state: 'confirming'; through: string }
  | { state: 'done'; hidden: number }
  | { state: 'failed'; key: string };

/** Hides the settled coupons placed up to a chosen day (of one account when the page names it) from the bet history. */
export function HistoryClearBody({ ctx, data, t }: RemoteAppProps<OfficeData>) {
  const id = useId();
  const [clearing, setClearing] = useState<Clearing>({ state: 'idle' });
  const accountId = data.vars.accountId === undefined ? undefined : Number(data.vars.accountId);
  const clear = (through: string) => {
    setClearing({ state: 'clearing' });
    clearBetHistory({ through, ...(accountId ? { accountId } : {}) }).then(
      (answer) => setClearing({ state: 'done', hidden: answer.hidden }),
      (error: unknown) => setClearing({ state: 'failed', key: historyActionErrorKey(error) }),
    );
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
      <div className={sharedStyles.field}>
        <label htmlFor={`${id}-through`}>{t('office.history_clear.through')}</label>
        <DateField
          id={`${id}-through`}
          name="through"
          lng={ctx.lng}
          required
          defaultValue={new Date().toISOString().slice(0, 10)}
          labels={dateFieldLabels(t)}
        />
      </div>
      <p>
        <button type="submit" className={BUTTON_CLASS.primary} disabled={clearing.state === 'clearing'}>
          {t('office.history_clear.submit')}
        </button>
      </p>
      {clearing.state === 'done' && (
        <p role="status">{t('office.history_clear.done', { count: String(clearing.hidden) })}</p>
      )}
      {clearing.state === 'failed' && <p role="alert">{t(clearing.key)}</p>}
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
            onClick={() => clearing.state === 'confirming' && clear(clearing.through)}
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
