type QuerySchema<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false } };

/** One value of a page's query read with its contract schema; a malformed one is dropped rather than failing the page. */
export function queryValue<T>(
  schema: QuerySchema<T>,
  query: Readonly<Record<string, string>>,
  name: string,
): T | undefined {
  const given = query[name];
  const parsed = schema.safeParse(given === '' ? undefined : given);
  return parsed.success ? parsed.data : undefined;
}

/** A list page's query for its filter and a page, e.g. `?from=2030-05-01&page=2`; empty values and page 1 are left out. */
export function listSearch(filter: Readonly<Record<string, string | number | undefined>>, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
