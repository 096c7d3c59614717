import type { SupportTopic } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useMemo, useState } from 'react';
import { orderCallback } from './callbacks-api';
import { FormIssue } from './form-issue';
import { TopicSelect } from './topic-select';
import { useSending } from './use-sending';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';

const PHONE = /^\+\d{7,15}$/;

/** The next whole hour, as a datetime-local input writes it in the player's own time. */
function nextHourLocal(): string {
  const at = new Date(Date.now() + 60 * 60 * 1000);
  at.setMinutes(0, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

/** A callback order: the number to call, when, and what about; the player then follows it in call-history. */
export function CallbackForm({ lng, t }: { lng: string; t: Translate }) {
  const [phone, setPhone] = useState('+');
  const [preferred, setPreferred] = useState(nextHourLocal);
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [comment, setComment] = useState('');
  const { refusal, isBusy, send } = useSending(t);
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const compactPhone = phone.replace(/[\s()-]/g, '');
  const isReady = PHONE.test(compactPhone) && preferred !== '';

  const submit = () =>
    send(async () => {
      await orderCallback({
        phone: compactPhone,
        preferredAt: new Date(preferred).toISOString(),
        topic,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        requestId,
      });
      window.location.assign(`/${lng}/call-history`);
    });

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('support.callback.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady) void submit();
      }}
    >
      <label className={sharedStyles.field}>
        {t('support.callback.phone')}
        <input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </label>
      <label className={sharedStyles.field}>
        {t('support.callback.preferred')}
        <input type="datetime-local" value={preferred} onChange={(event) => setPreferred(event.target.value)} />
      </label>
      <TopicSelect value={topic} onChange={setTopic} t={t} />
      <label className={sharedStyles.field}>
        {t('support.callback.comment')}
        <textarea rows={3} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
      </label>
      <FormIssue text={refusal} />
      <button type="submit" className={BUTTON_CLASS.primary} disabled={!isReady || isBusy}>
        {t('support.callback.submit')}
      </button>
    </HydratedForm>
  );
}
