export interface FeedRequest {
  ids: readonly number[];
  lng: string;
  detail: boolean;
  /** The version of each game the page already holds: the feed sends such a game only once it is newer. */
  known?: ReadonlyMap<number, number>;
}

/** The path and query of the feed (`feed`) or of one polling answer (`updates`) for the same games. */
export function feedUrl(endpoint: 'feed' | 'updates', request: FeedRequest): string {
  const ids = [...new Set(request.ids)];
  const query = new URLSearchParams({ lng: request.lng, ids: ids.join(','), detail: String(request.detail) });
  const known = ids.flatMap((id) => {
    const version = request.known?.get(id);
    return version === undefined ? [] : [`${id}:${version}`];
  });
  if (known.length > 0) query.set('known', known.join(','));
  return `/web-api/sportsbook/${endpoint}?${query.toString()}`;
}
