import { FieldFrame, useForm } from '@betfront/account-ui/forms';
import { IDENTITY_DOCUMENT_TYPES } from '@betfront/contract/identification';
import type { IdentificationAnswer } from '@betfront/contract/identification';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, HydratedForm } from '@betfront/ui';
import { useState } from 'react';
import { documentFields, sendDocument, uploadErrorKey } from './identification-api';
import styles from './identification.module.css';

/** Sends one image of an identity document of the chosen type for the operator's check. */
export function DocumentForm({ onSent, t }: { onSent(answer: IdentificationAnswer): void; t: Translate }) {
  const [documentType, setDocumentType] = useState<string>(IDENTITY_DOCUMENT_TYPES[0]);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm(uploadErrorKey, t);
  const typeLabel = t('identification.form.type');

  const submit = async () => {
    if (!file) return;
    const answer = await form.submit(documentFields(documentType), (fields) => sendDocument(fields, file));
    if (answer) onSent(answer);
  };

  return (
    <HydratedForm
      className={`${CARD_CLASS.card} ${styles.form}`}
      aria-label={t('identification.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FieldFrame label={typeLabel} error={form.fieldError('document_type', typeLabel)}>
        {(control) => (
          <select {...control} value={documentType} onChange={(event) => setDocumentType(event.target.value)}>
            {IDENTITY_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`identification.type.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('identification.form.file')} hint={t('identification.form.hint')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </FieldFrame>
      {form.errorKey && (
        <p role="alert" className={styles.failed}>
          {t(form.errorKey)}
        </p>
      )}
      <button type="submit" className={BUTTON_CLASS.primary} disabled={!file || form.pending}>
        {t('identification.form.submit')}
      </button>
    </HydratedForm>
  );
}
