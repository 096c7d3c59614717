import type { Fetcher } from '@betfront/remote-kit';
import { parse } from 'zod/mini';
import type { core } from 'zod/mini';

/** Fetches one platform answer and checks it with its schema; `null` when the platform knows no such thing. */
export async function fetchParsed<T>(fetcher: Fetcher, url: string, schema: core.$ZodType<T>): Promise<T | null> {
  const response = await fetcher(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parse(schema, await response.json());
}

/** The query string that names the language of a content call. */
export function langQuery(lng: string, extra: Readonly<Record<string, string>> = {}): string {
  return new URLSearchParams({ lang: lng, ...extra }).toString();
}
