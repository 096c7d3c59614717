import { bannersAnswerSchema } from '@betfront/contract/banners';
import type { Banner } from '@betfront/contract/banners';
import type { Fetcher } from '@betfront/remote-kit';
import { apiPath, fetchJson } from '../load/fetch-json';
import type { Fetched } from '../load/fetch-json';

/** The home page's banners active now, in the reader's language. */
export function fetchHomeBanners(fetch: Fetcher, lng: string): Promise<Fetched<{ banners: Banner[] }>> {
  return fetchJson(fetch, apiPath('/web-api/banners', { position: 'home', lng }), bannersAnswerSchema);
}
