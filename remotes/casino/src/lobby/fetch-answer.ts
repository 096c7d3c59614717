import type { Fetcher } from '@betfront/remote-kit';
import { safeParse } from 'zod/mini';
import type { core } from 'zod/mini';

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number };

/** A GET of a catalogue call checked against its contract schema; no answer or a wrong one is a status. */
export async function getAnswer<T>(
  fetch: Fetcher,
  path: string,
  query: Readonly<Record<string, string | number | undefined>>,
  schema: core.$ZodType<T>,
): Promise<Answer<T>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  try {
    const response = await fetch(`${path}?${search.toString()}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false, status: response.status };
    const parsed = safeParse(schema, await response.json());
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 502 };
  } catch {
    return { ok: false, status: 503 };
  }
}
