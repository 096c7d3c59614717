import { TextAreaField, useForm } from '@betfront/account-ui/forms';
import { BLOCK_APPEAL_MESSAGE, newBlockAppealSchema } from '@betfront/contract/block-appeals';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { namedRefusalKey } from '../shared/refusal-text';
import styles from './block-appeals.module.css';
import { BLOCK_APPEALS_KEY, sendAppeal } from './block-appeals-api';

const NAMED_ERRORS = new Set(['appeal_not_restricted', 'appeal_pending', 'invalid_request']);
const appealErrorKey = (error: unknown) => namedRefusalKey(error, 'office.block_appeal', NAMED_ERRORS);

/** The appeal: why the restriction should be lifted, in the player's words; the list shows it once sent. */
export function AppealForm({ t }: { t: Translate }) {
  const queries = useQueryClient();
  const [message, setMessage] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const form = useForm(appealErrorKey, t);
  const length = message.trim().length;
  const isReady = length >= BLOCK_APPEAL_MESSAGE.min && length <= BLOCK_APPEAL_MESSAGE.max;
  const label = t('office.block_appeal.message');

  async function submit() {
    const body = { requestId, message: message.trim() };
    const sent = await form.submit({ schema: newBlockAppealSchema, body }, sendAppeal);
    if (!sent) return;
    setMessage('');
    setRequestId(crypto.randomUUID());
    await queries.invalidateQueries({ queryKey: BLOCK_APPEALS_KEY });
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('office.block_appeal.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady && !form.pending) void submit();
      }}
    >
      <TextAreaField
        label={label}
        rows={5}
        maxLength={BLOCK_APPEAL_MESSAGE.max}
        value={message}
        onChange={setMessage}
        hint={t('office.block_appeal.message_hint', { min: BLOCK_APPEAL_MESSAGE.min })}
        error={form.fieldError('message', label)}
      />
      {form.errorKey && (
        <p role="alert" className={styles.issue}>
          {t(form.errorKey)}
        </p>
      )}
      <button type="submit" className={BUTTON_CLASS.primary} disabled={!isReady || form.pending}>
        {t('office.block_appeal.send')}
      </button>
    </HydratedForm>
  );
}
