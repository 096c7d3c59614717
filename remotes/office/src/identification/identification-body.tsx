import { CARD_CLASS, formatDateTime } from '@betfront/ui';
import type { IdentificationAnswer } from '@betfront/contract/identification';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { DocumentForm } from './document-form';
import { loadIdentification } from './identification-api';
import styles from './identification.module.css';

/** office.verification and office.identification: the status, the documents sent, and sending one. */
export function IdentificationBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const request = useRequest(
    ['identification'],
    useCallback((signal: AbortSignal) => loadIdentification(signal), []),
  );
  const [sent, setSent] = useState<IdentificationAnswer | null>(null);
  const answer = sent ?? request.value;
  if (answer === null) return <RequestPending request={request} t={t} />;

  const isWaiting = answer.documents.some((document) => document.status === 'pending');
  const state = answer.is_verified ? 'verified' : isWaiting ? 'pending' : 'none';
  return (
    <div className={styles.page}>
      <p role="status" className={state === 'verified' ? styles.verified : styles.state}>
        {t(`identification.state.${state}`)}
      </p>
      {state === 'none' && <DocumentForm onSent={setSent} t={t} />}
      {answer.documents.length > 0 && (
        <ul className={styles.documents} aria-label={t('identification.documents')}>
          {answer.documents.map((document) => (
            <li key={document.id} className={CARD_CLASS.compact}>
              <strong>{t(`identification.type.${document.document_type}`)}</strong>
              <span className={styles.hint}>
                {t('identification.sent_at', { date: formatDateTime(document.submitted_at, ctx.lng) })}
              </span>
              <span>{t(`identification.status.${document.status}`)}</span>
              {document.reason && <span>{t('identification.reason', { reason: document.reason })}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
