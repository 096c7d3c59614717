import type { DehydratedState } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { RemoteContext } from './types';

/** What the server hands to the browser so a remote hydrates with exactly the data it rendered. */
export interface RemoteState<TData> {
  ctx: RemoteContext;
  data: TData;
  dictionary: Record<string, string>;
  /** The queries the server answered (TanStack Query's dehydrated state), for the browser's cache. */
  queries: DehydratedState;
}

const remoteContextSchema = z.object({
  lng: z.string(),
  route: z.object({
    name: z.string(),
    params: z.record(z.string(), z.string()),
    query: z.record(z.string(), z.string()),
    path: z.string(),
  }),
  user: z.nullable(z.object({ id: z.int() })),
  isMobile: z.boolean(),
});

export const remoteStateSchema = z.object({
  ctx: remoteContextSchema,
  data: z.unknown(),
  dictionary: z.record(z.string(), z.string()),
  queries: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }),
});

/** JSON that is safe inside a script element: no closing tags, no line separators that break JS. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const REMOTE_ROOT_ATTRIBUTE = 'data-remote-root';
export const REMOTE_STATE_ATTRIBUTE = 'data-remote-state';
