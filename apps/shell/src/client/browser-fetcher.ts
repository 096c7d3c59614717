import type { Fetcher } from '@betfront/remote-kit';

/** The browser's fetch with the site's default headers and same-origin cookies. */
export const browserFetcher: Fetcher = (input, init = {}) => {
  const headers = new Headers(init.headers);
  if (!headers.has('x-requested-with')) headers.set('x-requested-with', 'XMLHttpRequest');
  if (!headers.has('x-application-name')) headers.set('x-application-name', 'betfront-web');
  return fetch(input, { credentials: 'same-origin', ...init, headers });
};
