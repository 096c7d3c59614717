/** Stored links name site paths without the language; the page adds the visitor's prefix. */
export function siteHref(lng: string, href: string): string {
  return href.startsWith('/') ? `/${lng}${href === '/' ? '' : href}` : href;
}
