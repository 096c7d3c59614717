import { randomBytes } from 'node:crypto';

/** How a cached answer was rendered: with stand-ins for the nonces, which every answer replaces with its own. */
export interface CspNonces {
  script: string;
  style: string;
}

/** A cached page's HTML, ready to be answered with an answer's own nonces. */
export interface NoncedHtml {
  withNonces(nonces: CspNonces): Buffer;
}

export interface PageCacheOptions {
  /** A page this young is served as it is. */
  freshMs: number;
  /** An older page is still served while one render replaces it in the background, up to this age. */
  staleMs: number;
  maxPages: number;
}

interface Entry<TPage> {
  page: Promise<TPage>;
  renderedAt: number;
  /** The render that will replace this entry, while it runs. */
  renewing: boolean;
}

/**
 * Pages that are the same for every visitor who asks with the same key, rendered once and served to all of them for
 * a short while (stale-while-revalidate): one render at a time per key, however many visitors wait for it. A cache
 * of one process by design: nothing in it is a rule, and every process renders the same pages from the database.
 */
export function createPageCache<TPage>({ freshMs, staleMs, maxPages }: PageCacheOptions) {
  // Unguessable, so no content of a page can pass for them; replaced in every answer by that answer's nonces.
  const standIns: CspNonces = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
  const pages = new Map<string, Entry<TPage>>();

  function renderInto(key: string, render: (nonces: CspNonces) => Promise<TPage>): Promise<TPage> {
    const page = render(standIns);
    const entry: Entry<TPage> = { page, renderedAt: Date.now(), renewing: false };
    page.then(
      () => {
        // A page's age counts from when it is ready: a render slower than the fresh time is still served a while.
        entry.renderedAt = Date.now();
        pages.delete(key);
        pages.set(key, entry);
        // The oldest key goes first, so keys taken from requests cannot grow the cache without bound.
        if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      },
      () => {
        // A failed first render is not kept; a failed renewal leaves the page it would have replaced, to try again.
        const held = pages.get(key);
        if (held?.page === page) pages.delete(key);
        else if (held) held.renewing = false;
      },
    );
    return page;
  }

  return {
    /** The page for the key, rendering it (with the stand-in nonces) when there is none young enough. */
    page(key: string, render: (nonces: CspNonces) => Promise<TPage>): Promise<TPage> {
      const held = pages.get(key);
      const age = held ? Date.now() - held.renderedAt : Infinity;
      if (!held || age > staleMs) {
        // Visitors who ask while it renders wait for the same render.
        const page = renderInto(key, render);
        pages.set(key, { page, renderedAt: Date.now(), renewing: true });
        return page;
      }
      if (age > freshMs && !held.renewing) {
        held.renewing = true;
        renderInto(key, render).catch(() => undefined);
      }
      return held.page;
    },

    /**
     * A page's HTML rendered with the stand-ins, cut where they stand and encoded once (when it is cached): each
     * answer only joins the parts with its own nonces, instead of searching the whole page again.
     */
    noncedHtml(html: string): NoncedHtml {
      const parts: Buffer[] = [];
      const kinds: (keyof CspNonces)[] = [];
      let from = 0;
      for (const match of html.matchAll(new RegExp(`${standIns.script}|${standIns.style}`, 'g'))) {
        parts.push(Buffer.from(html.slice(from, match.index)));
        kinds.push(match[0] === standIns.script ? 'script' : 'style');
        from = match.index + match[0].length;
      }
      const last = Buffer.from(html.slice(from));
      return {
        withNonces: (nonces) =>
          Buffer.concat([...parts.flatMap((part, at) => [part, Buffer.from(nonces[kinds[at] ?? 'script'])]), last]),
      };
    },
  };
}
