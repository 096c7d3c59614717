export interface FeedRequest {
  ids: readonly number[];
  lng: string;
  detail: boolean;
}

/** The path and query of the feed (`feed`) or of one polling answer (`updates`) for the same games. */
export function feedUrl(endpoint: 'feed' | 'updates', request: FeedRequest): string {
  const query = new URLSearchParams({
    lng: request.lng,
    ids: [...new Set(request.ids)].join(','),
    detail: String(request.detail),
  });
  return `/web-api/sportsbook/${endpoint}?${query.toString()}`;
}
