import { queryOptions } from '@tanstack/react-query';
import { loadRegistrationOptions } from './registration-calls';

/** The registration's currencies, countries and social provider in `lng`: the registration form and one-tap read it. */
export const registrationOptionsQuery = (lng: string) =>
  queryOptions({ queryKey: ['registration-options', lng], queryFn: () => loadRegistrationOptions(lng) });
