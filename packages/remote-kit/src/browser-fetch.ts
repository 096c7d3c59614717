import type { Fetcher } from './types';

/**
 * The browser's fetch with the site's default headers and same-origin cookies: the one module of the client
 * that calls fetch itself (lint forbids it elsewhere); everything else is handed a Fetcher or the API client.
 */
export const browserFetch: Fetcher = (input, init = {}) => {
  const headers = new Headers(init.headers);
  if (!headers.has('x-requested-with')) headers.set('x-requested-with', 'XMLHttpRequest');
  if (!headers.has('x-application-name')) headers.set('x-application-name', 'betfront-web');
  return fetch(input, { credentials: 'same-origin', ...init, headers });
};
