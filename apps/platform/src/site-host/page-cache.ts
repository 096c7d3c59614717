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
  const pages = new Map<string, Entry<TPage>>();

  function renderInto(key: string, render: () => Promise<TPage>): Promise<TPage> {
    const page = render();
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
    /** The page for the key, rendering it when there is none young enough. */
    page(key: string, render: () => Promise<TPage>): Promise<TPage> {
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
  };
}
