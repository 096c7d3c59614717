export { Breadcrumbs } from './breadcrumbs';
export { EmptyState } from './empty-state';
export { LinkGrid } from './link-grid';
export { PageFrame } from './page-frame';
export { SectionNav } from './section-nav';
export type { BreadcrumbItem, NavLinkItem } from './nav-link';
export { labelFromSlug } from './slug-label';
export { SearchForm } from './search-form';
