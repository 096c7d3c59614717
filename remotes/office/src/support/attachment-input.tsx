import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_MAX,
} from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useId } from 'react';
import threadStyles from '../shared/thread.module.css';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';

/** What is wrong with the chosen files, as the platform would say it, or null when they may be sent. */
export function attachmentsProblem(files: readonly File[], t: Translate): string | null {
  if (files.length > SUPPORT_ATTACHMENTS_MAX) return t('support.error.too_many_attachments');
  if (files.some((file) => !SUPPORT_ATTACHMENT_TYPES.some((type) => type === file.type))) {
    return t('support.error.attachment_not_image');
  }
  if (files.some((file) => file.size > SUPPORT_ATTACHMENT_MAX_BYTES)) return t('support.error.attachment_too_large');
  return null;
}

/** Images to attach: up to 3 screenshots or photos of at most 5 MB each. */
export function AttachmentInput({
  files,
  onChange,
  t,
}: {
  files: readonly File[];
  onChange(files: File[]): void;
  t: Translate;
}) {
  const hintId = useId();
  return (
    <div className={sharedStyles.field}>
      <span>{t('support.form.attachments')}</span>
      {/* The browser's own file button speaks its own language: a button of the page's stands in for it. */}
      <label className={styles.filePick}>
        <input
          type="file"
          multiple
          className={styles.fileInput}
          accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
          aria-label={t('support.form.attachments')}
          aria-describedby={hintId}
          onChange={(event) => onChange([...(event.target.files ?? [])])}
        />
        <span className={BUTTON_CLASS.secondary}>{t('support.form.attachments_pick')}</span>
        <span className={threadStyles.muted}>
          {files.length === 0
            ? t('support.form.attachments_none')
            : t('support.form.attachments_count', { count: files.length })}
        </span>
      </label>
      <span id={hintId} className={styles.hint}>
        {t('support.form.attachments_hint')}
      </span>
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
