import { focusManager, QueryClient } from '@tanstack/react-query';
import { watchLongHidden } from './long-hidden';

/**
 * A client for the site's server state. A failed read is not tried again by the client: the API client already
 * does what the error catalogue asks (token refresh, captcha, fingerprint), a page offers its own "try again",
 * and a polled read tries again at its next tick. Queries that need more (the bottom navigation) say so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Reads stop 30 s after the page is hidden and refresh when it shows again (site §"Polling intervals"): the page
 * counts as focused until it has stayed hidden that long, instead of from the moment it is hidden.
 */
export function followLongHiddenFocus(): void {
  focusManager.setEventListener((setFocused) => {
    setFocused(true);
    return watchLongHidden(
      () => setFocused(false),
      () => setFocused(true),
    );
  });
}

let pageClient: QueryClient | null = null;

/** The page's one client in the browser, shared by the shell and every remote it mounts. */
export function pageQueryClient(): QueryClient {
  if (!pageClient) {
    followLongHiddenFocus();
    pageClient = createQueryClient();
  }
  return pageClient;
}
