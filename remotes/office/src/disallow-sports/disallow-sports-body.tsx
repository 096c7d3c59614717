import { useCallback } from 'react';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { loadDisallowSports } from './disallow-sports-api';
import { DisallowSportsForm } from './disallow-sports-form';

/** The sports a player bars for themselves, in pre-match and in live, read and saved as a pair. */
export function DisallowSportsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const load = useCallback((signal: AbortSignal) => loadDisallowSports(lng, signal), [lng]);
  const request = useRequest(['disallow-sports', lng], load);
  if (request.value === null) return <RequestPending request={request} t={t} />;
  return <DisallowSportsForm initial={request.value} t={t} />;
}
