import { TextAreaField, TextField, useForm } from '@betfront/account-ui/forms';
import type { SupportTopic } from '@betfront/contract/support';
import { newCallbackSchema } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, DateField, formatTime, HydratedForm, timeDisplay } from '@betfront/ui';
import { useId, useMemo, useState } from 'react';
import { dateFieldLabels } from '../shared/filter-form';
import { orderCallback } from './callbacks-api';
import { CALLBACK_SLOTS, callbackMoment, isCallbackMomentAllowed, nextWholeHour } from './callback-time';
import { FormIssue } from './form-issue';
import { supportErrorKey } from './support-errors';
import { TopicSelect } from './topic-select';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';

/** A callback order: the number to call, when, and what about; the player then follows it in call-history. */
export function CallbackForm({ lng, t }: { lng: string; t: Translate }) {
  const [phone, setPhone] = useState('+');
  const id = useId();
  // Days and times are read on the clock the player chose for the site (UTC+3 unless changed), as it writes them.
  const offsetHours = timeDisplay().timeZone;
  // When the form opened: the time it first offers, and the now the chosen time is checked against (a form left
  // open long is refused by the platform, in the same words).
  const [openedAt] = useState(() => Date.now());
  const first = nextWholeHour(openedAt, offsetHours);
  const [day, setDay] = useState(first.isoDay);
  const [slot, setSlot] = useState(first.slot);
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [comment, setComment] = useState('');
  const form = useForm(supportErrorKey, t);
  const phoneLabel = t('support.callback.phone');
  const commentLabel = t('support.callback.comment');
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const compactPhone = phone.replace(/[\s()-]/g, '');
  const moment = callbackMoment(day, slot, offsetHours);
  const isTimeAllowed = moment !== null && isCallbackMomentAllowed(moment, openedAt);
  const isReady = isTimeAllowed;

  const submit = async () => {
    const body = {
      phone: compactPhone,
      preferredAt: new Date(moment ?? 0).toISOString(),
      topic,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      requestId,
    };
    const ordered = await form.submit({ schema: newCallbackSchema, body }, orderCallback);
    if (ordered) window.location.assign(`/${lng}/call-history`);
  };

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('support.callback.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady && !form.pending) void submit();
      }}
    >
      <TextField
        label={phoneLabel}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
        value={phone}
        onChange={setPhone}
        error={form.fieldError('phone', phoneLabel)}
      />
      <fieldset className={styles.when}>
        <legend>{t('support.callback.preferred')}</legend>
        <div className={sharedStyles.field}>
          <label htmlFor={`${id}-day`}>{t('support.callback.day')}</label>
          <DateField
            id={`${id}-day`}
            name="day"
            lng={lng}
            defaultValue={first.isoDay}
            required
            labels={dateFieldLabels(t)}
            onChange={setDay}
          />
        </div>
        <label className={sharedStyles.field}>
          {t('support.callback.time')}
          <select value={slot} onChange={(event) => setSlot(event.target.value)}>
            {CALLBACK_SLOTS.map((value) => (
              <option key={value} value={value}>
                {formatTime(callbackMoment(first.isoDay, value, offsetHours) ?? 0, lng)}
              </option>
            ))}
          </select>
        </label>
        {moment !== null && !isTimeAllowed && <FormIssue text={t('support.error.callback_time_out_of_range')} />}
      </fieldset>
      <TopicSelect value={topic} onChange={setTopic} t={t} />
      <TextAreaField
        label={commentLabel}
        rows={3}
        maxLength={500}
        value={comment}
        onChange={setComment}
        error={form.fieldError('comment', commentLabel)}
      />
      <FormIssue text={form.errorKey && t(form.errorKey)} />
      <button type="submit" className={BUTTON_CLASS.primary} disabled={!isReady || form.pending}>
        {t('support.callback.submit')}
      </button>
    </HydratedForm>
  );
}
