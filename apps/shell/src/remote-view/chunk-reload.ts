const RELOAD_MARK = 'betfront:chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/** A failed chunk means a new version was deployed: reload once, but not again within 60 s. */
export function reloadOnceForChunkError(storage: Storage, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(RELOAD_MARK));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_MARK, String(now));
  reload();
  return true;
}
