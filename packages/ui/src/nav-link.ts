/** A link in a navigation list; `current` marks the page the visitor is on. */
export interface NavLinkItem {
  href: string;
  label: string;
  current?: boolean;
}

/** A breadcrumb step; the last step (the current page) has no link. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}
