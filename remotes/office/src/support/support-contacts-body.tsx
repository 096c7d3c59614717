import { browserApi } from '@betfront/api-client';
import { contentLanguageFor, contentPageSchema } from '@betfront/contract/content';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import sharedStyles from '../shared/shared.module.css';
import styles from './support.module.css';

/** The operator's contacts page; its support section is what this page shows. */
const loadContacts = (lng: string, signal: AbortSignal) =>
  browserApi().request(contentPageSchema, {
    method: 'GET',
    path: '/web-api/content/pages/contacts',
    query: { lang: contentLanguageFor(lng) },
    signal,
  });

/** support/contacts: support's e-mail and phones as the operator keeps them, and the way to the full contacts page. */
export function SupportContactsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const page = useRequest(
    ['support', 'contacts', lng],
    useCallback((signal: AbortSignal) => loadContacts(lng, signal), [lng]),
  );
  if (page.value === null) return <RequestPending request={page} t={t} />;
  const section = page.value.sections.find((candidate) => candidate.id === 'support');
  const blocks = section?.blocks ?? [];
  return (
    <div className={sharedStyles.page}>
      {blocks.map((block, index) =>
        block.type === 'paragraph' || block.type === 'note' ? (
          <p key={index} className={styles.lead}>
            {block.text}
          </p>
        ) : block.type === 'links' ? (
          <ul key={index} className={styles.contacts} aria-label={t('support.contacts.list')}>
            {block.items.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        ) : null,
      )}
      <a href={`/${lng}/information/contacts`} className={styles.onward}>
        {t('support.contacts.all')}
      </a>
    </div>
  );
}
