/** The confirm-terms page, remembering the page to come back to through the return-url query. */
export function confirmTermsLocation(lng: string, currentPath: string): string {
  return `/${lng}/user/confirm-terms?return-url=${encodeURIComponent(currentPath)}`;
}
