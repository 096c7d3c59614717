import type { SupportTopic } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useMemo, useState } from 'react';
import { AttachmentInput, attachmentsProblem } from './attachment-input';
import { FormIssue } from './form-issue';
import { sendSupportRequest } from './support-api';
import { TopicSelect } from './topic-select';
import { useSending } from './use-sending';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';

const MIN_MESSAGE = 10;

interface LetterFormProps {
  lng: string;
  /** A visitor gives the e-mail the answer goes to; a player is answered in the office and at their own. */
  isVisitor: boolean;
  t: Translate;
  onSent(id: string): void;
}

/** A new letter to support: the topic, the question, images if they help. */
export function LetterForm({ lng, isVisitor, t, onSent }: LetterFormProps) {
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { refusal, isBusy, send } = useSending(t);
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const problem = attachmentsProblem(files, t);
  const isReady = message.trim().length >= MIN_MESSAGE && (!isVisitor || email.includes('@')) && problem === null;

  async function submit() {
    const form = new FormData();
    form.append('topic', topic);
    form.append('message', message.trim());
    form.append('requestId', requestId);
    if (isVisitor) form.append('email', email.trim());
    for (const file of files) form.append('attachment', file, file.name);
    await send(async () => onSent((await sendSupportRequest(lng, form)).id));
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('support.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady) void submit();
      }}
    >
      <TopicSelect value={topic} onChange={setTopic} t={t} />
      {isVisitor && (
        <label className={sharedStyles.field}>
          {t('support.form.email')}
          <input
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
      )}
      <label className={sharedStyles.field}>
        {t('support.form.message')}
        <textarea
          rows={6}
          minLength={MIN_MESSAGE}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <AttachmentInput files={files} onChange={setFiles} t={t} />
      <FormIssue text={problem ?? refusal} />
      <button type="submit" className={BUTTON_CLASS.primary} disabled={!isReady || isBusy}>
        {t('support.form.submit')}
      </button>
    </HydratedForm>
  );
}
