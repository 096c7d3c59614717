import { useHydrated } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import type { PhoneData } from './load-phone-data';
import { loadPhoneData } from './load-phone-data';

const NO_DATA: PhoneData = { countries: [], masks: new Map() };

export type PhoneDataState = PhoneData & { status: 'loading' | 'ready' | 'error' };

/** The page's language, as the server wrote it on the document. */
const documentLanguage = (): string => (typeof document === 'undefined' ? 'ru' : document.documentElement.lang || 'ru');

/**
 * Phone countries (names in `lng`, the page's language by default) and masks; empty until they load. They change
 * with a release only, so each language is read once per page; a failed read is read again by the next field.
 */
export function usePhoneData(lng?: string): PhoneDataState {
  const language = lng ?? documentLanguage();
  const isHydrated = useHydrated();
  const query = useQuery({
    queryKey: ['phone-data', language],
    queryFn: () => loadPhoneData(language),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!isHydrated || query.isPending) return { ...NO_DATA, status: 'loading' };
  return query.isError ? { ...NO_DATA, status: 'error' } : { ...query.data, status: 'ready' };
}
