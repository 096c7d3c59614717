import { BLOCK_APPEAL_MESSAGE } from '@betfront/contract/block-appeals';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { namedRefusalText } from '../shared/refusal-text';
import sharedStyles from '../shared/shared.module.css';
import styles from './block-appeals.module.css';
import { BLOCK_APPEALS_KEY, sendAppeal } from './block-appeals-api';

const NAMED_ERRORS = new Set(['appeal_not_restricted', 'appeal_pending', 'invalid_request']);

/** The appeal: why the restriction should be lifted, in the player's words; the list shows it once sent. */
export function AppealForm({ t }: { t: Translate }) {
  const queries = useQueryClient();
  const [message, setMessage] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const length = message.trim().length;
  const isReady = length >= BLOCK_APPEAL_MESSAGE.min && length <= BLOCK_APPEAL_MESSAGE.max;

  async function submit() {
    setIsBusy(true);
    setRefusal(null);
    try {
      await sendAppeal({ requestId, message: message.trim() });
      setMessage('');
      setRequestId(crypto.randomUUID());
      await queries.invalidateQueries({ queryKey: BLOCK_APPEALS_KEY });
    } catch (error) {
      setRefusal(namedRefusalText(error, t, 'office.block_appeal', NAMED_ERRORS));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('office.block_appeal.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady && !isBusy) void submit();
      }}
    >
      <label className={sharedStyles.field}>
        {t('office.block_appeal.message')}
        <textarea
          rows={5}
          maxLength={BLOCK_APPEAL_MESSAGE.max}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <p className={styles.hint}>{t('office.block_appeal.message_hint', { min: BLOCK_APPEAL_MESSAGE.min })}</p>
      {refusal && (
        <p role="alert" className={styles.issue}>
          {refusal}
        </p>
      )}
      <button type="submit" className={BUTTON_CLASS.primary} disabled={!isReady || isBusy}>
        {t('office.block_appeal.send')}
      </button>
    </HydratedForm>
  );
}
