import type { RemoteAssets } from '../page/page-state';

/** How long the page waits for the browser to be idle before prefetching (site spec: 2000 ms). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

const SLOW_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];

interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped for a visitor who saves data or is on a 2g network. */
export function mayPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !SLOW_CONNECTIONS.includes(connection.effectiveType ?? '');
}

const hintedUrls = new Set<string>();

function addHint(rel: 'modulepreload' | 'prefetch', href: string, as?: 'style') {
  if (hintedUrls.has(href) || document.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  hintedUrls.add(href);
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  document.head.append(link);
}

/** Loads ahead the code and styles of a page the visitor may open next, once each. */
function prefetchAssets(assets: RemoteAssets) {
  addHint('modulepreload', assets.js);
  for (const css of assets.css) addHint('prefetch', css, 'style');
}

/**
 * When the browser is idle, the code of the pages behind the links in view is loaded ahead, so that following
 * one renders at once. `assetsFor` answers the assets of the page a link leads to, or null for none.
 */
export function installLinkPrefetch(assetsFor: (path: string) => RemoteAssets | null): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!mayPrefetch(connection) || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = new URL((entry.target as HTMLAnchorElement).href, location.origin);
      if (url.origin !== location.origin || url.pathname === location.pathname) continue;
      const assets = assetsFor(url.pathname + url.search);
      if (assets) prefetchAssets(assets);
    }
  });
  const idle = window.requestIdleCallback
    ? window.requestIdleCallback(() => document.querySelectorAll('a[href^="/"]').forEach((a) => observer.observe(a)), {
        timeout: PREFETCH_IDLE_TIMEOUT_MS,
      })
    : null;
  return () => {
    if (idle !== null) window.cancelIdleCallback(idle);
    observer.disconnect();
  };
}
