/**
 * The options of a read polled every `intervalMs` (site §"Polling intervals"): an answer stays fresh for one
 * interval, so a page hydrated with the server's answer reads again one interval later; a read goes on while
 * the page is hidden until the long-hidden pause (`followLongHiddenFocus`) and runs again when the page shows.
 */
export function pollEvery(intervalMs: number) {
  return {
    refetchInterval: intervalMs,
    staleTime: intervalMs,
    refetchOnWindowFocus: 'always',
  } as const;
}
