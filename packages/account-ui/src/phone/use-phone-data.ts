import { useEffect, useState } from 'react';
import type { PhoneData } from './load-phone-data';
import { loadPhoneData } from './load-phone-data';

const NO_DATA: PhoneData = { countries: [], masks: new Map() };

export type PhoneDataState = PhoneData & { status: 'loading' | 'ready' | 'error' };

/** The page's language, as the server wrote it on the document. */
const documentLanguage = (): string => document.documentElement.lang || 'ru';

/** Phone countries (names in `lng`, the page's language by default) and masks; empty until they load. */
export function usePhoneData(lng?: string): PhoneDataState {
  const [state, setState] = useState<PhoneDataState>({ ...NO_DATA, status: 'loading' });
  useEffect(() => {
    let current = true;
    loadPhoneData(lng ?? documentLanguage()).then(
      (data) => current && setState({ ...data, status: 'ready' }),
      () => current && setState({ ...NO_DATA, status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [lng]);
  return state;
}
