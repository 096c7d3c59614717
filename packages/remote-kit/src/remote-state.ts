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
  /** The server could not serialise the data: the browser reads it again instead of hydrating. */
  isDataOmitted?: boolean;
}

const remoteContextSchema = z.object({
  lng: z.string(),
  route: z.object({
    name: z.string(),
    params: z.record(z.string(), z.string()),
    query: z.record(z.string(), z.string()),
    path: z.string(),
  }),
  user: z.nullable(z.object({ id: z.int(), isRestricted: z.optional(z.boolean()) })),
  isMobile: z.boolean(),
});

export const remoteStateSchema = z.object({
  ctx: remoteContextSchema,
  data: z.unknown(),
  dictionary: z.record(z.string(), z.string()),
  queries: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }),
  isDataOmitted: z.optional(z.boolean()),
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
/** Set to `whole` on a remote's root once the browser has its whole dictionaries and draws every text. */
export const REMOTE_TEXTS_ATTRIBUTE = 'data-texts';
export const REMOTE_STATE_ATTRIBUTE = 'data-remote-state';

/**
 * The state as the script element the browser hydrates from. A state that cannot be serialised (a cycle, a
 * BigInt) is logged and sent without its data and queries: the page still shows the server's markup, and the
 * browser reads the data again.
 */
export function remoteStateScript<TData>(appName: string, state: RemoteState<TData>): string {
  let json: string;
  try {
    json = serializeForScript(state);
  } catch (error) {
    console.error(`betfront: the state of the ${appName} remote could not be serialised`, error);
    const { ctx, dictionary } = state;
    json = serializeForScript({
      ctx,
      dictionary,
      data: null,
      queries: { queries: [], mutations: [] },
      isDataOmitted: true,
    });
  }
  return `<script type="application/json" ${REMOTE_STATE_ATTRIBUTE}="${appName}">${json}</script>`;
}
