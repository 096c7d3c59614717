/** The id an entity slug of the URL starts with: `1-football` → 1, `88637-premier-league` → 88637. */
export function entityId(slug: string | undefined): number | null {
  if (slug === undefined) return null;
  const id = Number(/^\d+/.exec(slug)?.[0]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A slug for a URL from a display name; names without Latin letters leave only the id. */
export function entitySlug(id: number, name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${id}-${words}`.slice(0, 64).replace(/-+$/, '') : String(id);
}
