/** The entry script's attribute naming the scripts the page runs, its own and its views', space-separated. */
export const PAGE_SCRIPTS_ATTRIBUTE = 'data-page-scripts';

/** The scripts the page names on its entry script. */
export function pageScriptsOf(document: Document): string[] {
  const list = document.querySelector(`script[${PAGE_SCRIPTS_ATTRIBUTE}]`)?.getAttribute(PAGE_SCRIPTS_ATTRIBUTE);
  return list ? list.split(' ').filter(Boolean) : [];
}
