import { TextAreaField, TextField, useForm } from '@betfront/account-ui/forms';
import type { SupportTopic } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, HydratedForm } from '@betfront/ui';
import { useMemo, useState } from 'react';
import { AttachmentInput, attachmentsProblem } from './attachment-input';
import { FormIssue } from './form-issue';
import { sendSupportRequest, supportRequestFields } from './support-api';
import { supportErrorKey } from './support-errors';
import { TopicSelect } from './topic-select';
import styles from './support.module.css';

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
  const form = useForm(supportErrorKey, t);
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const problem = attachmentsProblem(files, t);
  const emailLabel = t('support.form.email');
  const messageLabel = t('support.form.message');

  async function submit() {
    const fields = { topic, message: message.trim(), requestId, ...(isVisitor ? { email: email.trim() } : {}) };
    const sent = await form.submit(supportRequestFields(fields), (checked) => sendSupportRequest(lng, checked, files));
    if (sent) onSent(sent.id);
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('support.form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null && !form.pending) void submit();
      }}
    >
      <TopicSelect value={topic} onChange={setTopic} t={t} />
      {isVisitor && (
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={setEmail}
          error={form.fieldError('email', emailLabel)}
        />
      )}
      <TextAreaField
        label={messageLabel}
        rows={6}
        maxLength={5000}
        value={message}
        onChange={setMessage}
        error={form.fieldError('message', messageLabel)}
      />
      <AttachmentInput files={files} onChange={setFiles} t={t} />
      <FormIssue text={problem ?? (form.errorKey && t(form.errorKey))} />
      <button type="submit" className={BUTTON_CLASS.primary} disabled={problem !== null || form.pending}>
        {t('support.form.submit')}
      </button>
    </HydratedForm>
  );
}
