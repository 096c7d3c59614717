export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method: HttpMethod;
  /** Absolute path on the API host, e.g. `/web-api/session/check`. */
  path: string;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The call outlives the page (sent while it unloads). */
  keepalive?: boolean;
  /** false: no bearer token and no token refresh on 401 — for the token calls themselves. Default true. */
  auth?: boolean;
}
