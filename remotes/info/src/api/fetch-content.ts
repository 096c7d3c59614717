import type { Fetcher } from '@betfront/remote-kit';
import type { z } from 'zod';

/** Fetches one platform answer and checks it with its schema; `null` when the platform knows no such thing. */
export async function fetchParsed<T>(fetcher: Fetcher, url: string, schema: z.ZodType<T>): Promise<T | null> {
  const response = await fetcher(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

/** The query string that names the language of a content call. */
export function langQuery(lng: string, extra: Readonly<Record<string, string>> = {}): string {
  return new URLSearchParams({ lang: lng, ...extra }).toString();
}
