import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** How a cached answer was rendered: with stand-ins for the nonces, which every answer replaces with its own. */
export interface CspNonces {
  script: string;
  style: string;
}

export interface PageCacheOptions {
  /** A page this young is served as it is. */
  freshMs: number;
  /** An older page is still served while one render replaces it in the background, up to this age. */
  staleMs: number;
  maxPages: number;
}

interface Entry<TPage> {
  page: TPage;
  renderedAt: number;
}

/**
 * Pages that are the same for every visitor who asks with the same key, rendered once and served to all of them for
 * a short while (stale-while-revalidate): one render at a time per key, however many visitors wait for it. A cache
 * of one process by design: nothing in it is a rule, and every process renders the same pages from the database.
 */
export function createPageCache<TPage>({ freshMs, staleMs, maxPages }: PageCacheOptions) {
  // Unguessable, so no content of a page can pass for them; replaced in every answer by that answer's nonces.
  const standIns: CspNonces = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
  const pages = new LRUCache<string, Entry<TPage>, (nonces: CspNonces) => Promise<TPage>>({
    max: maxPages,
    ttl: freshMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => ({ page: await context(standIns), renderedAt: Date.now() }),
  });

  return {
    /** The page for the key, rendering it (with the stand-in nonces) when there is none young enough. */
    async page(key: string, render: (nonces: CspNonces) => Promise<TPage>): Promise<TPage> {
      const held = pages.peek(key, { allowStale: true });
      const tooOld = held !== undefined && Date.now() - held.renderedAt > staleMs;
      const entry = await pages.fetch(key, { context: render, forceRefresh: tooOld });
      if (!entry) throw new Error(`the page ${key} could not be rendered`);
      return entry.page;
    },

    /** A cached page's HTML with the answer's own nonces. */
    withNonces(html: string, nonces: CspNonces): string {
      return html.replaceAll(standIns.script, nonces.script).replaceAll(standIns.style, nonces.style);
    },
  };
}

export type PageCache<TPage> = ReturnType<typeof createPageCache<TPage>>;
