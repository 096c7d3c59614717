/**
 * A readable label from a URL slug: `88637-premier-league` → `Premier league`. A leading numeric id is
 * dropped; a slug that is only an id stays as it is.
 */
export function labelFromSlug(slug: string): string {
  const words = slug
    .replace(/^\d+-?/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  if (!words) return slug;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
