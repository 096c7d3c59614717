const NON_PAGE_PREFIXES = [
  '/assets/',
  '/remote-views/',
  '/web-api/',
  '/bff-api/',
  '/blocks-api/',
  '/redirects-api/',
  '/admin-api/',
  '/dev/',
];

/** The same-origin page path a click should navigate to inside the app, or null to let the browser handle it. */
export function linkTarget(event: MouseEvent, origin: string): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-full-reload')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  if (NON_PAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  return url.pathname + url.search + url.hash;
}
