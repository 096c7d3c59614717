/** Full page loads: the session changed, so the next page is resolved and rendered by the server again. */
export interface PageNavigation {
  assign(location: string): void;
  reload(): void;
  /** The current path with its query. */
  currentPath(): string;
}

export const browserNavigation: PageNavigation = {
  assign: (target) => window.location.assign(target),
  reload: () => window.location.reload(),
  currentPath: () => window.location.pathname + window.location.search,
};
