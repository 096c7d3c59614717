import { IDENTITY_DOCUMENT_TYPES } from '@betfront/contract/identification';
import type { IdentificationAnswer } from '@betfront/contract/identification';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, HydratedForm } from '@betfront/ui';
import { useState } from 'react';
import sharedStyles from '../shared/shared.module.css';
import { sendDocument, uploadErrorKey } from './identification-api';
import styles from './identification.module.css';

/** Sends one image of an identity document of the chosen type for the operator's check. */
export function DocumentForm({ onSent, t }: { onSent(answer: IdentificationAnswer): void; t: Translate }) {
  const [documentType, setDocumentType] = useState<string>(IDENTITY_DOCUMENT_TYPES[0]);
  const [file, setFile] = useState<File | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('document_type', documentType);
    form.append('attachment', file, file.name);
    setIsBusy(true);
    setErrorKey(null);
    try {
      onSent(await sendDocument(form));
    } catch (error) {
      setErrorKey(uploadErrorKey(error));
    } finally {
      setIsBusy(false);
    }
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
      <label className={sharedStyles.field}>
        {t('identification.form.type')}
        <select value={documentType} onChange={(event) => setDocumentType(event.target.value)}>
          {IDENTITY_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`identification.type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={sharedStyles.field}>
        {t('identification.form.file')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <p className={styles.hint}>{t('identification.form.hint')}</p>
      {errorKey && (
        <p role="alert" className={styles.failed}>
          {t(errorKey)}
        </p>
      )}
      <button type="submit" className={BUTTON_CLASS.primary} disabled={!file || isBusy}>
        {t('identification.form.submit')}
      </button>
    </HydratedForm>
  );
}
