export { Breadcrumbs } from './breadcrumbs';
export { EmptyState } from './empty-state';
export { LinkGrid } from './link-grid';
export { PageFrame } from './page-frame';
export { SectionNav } from './section-nav';
export type { BreadcrumbItem, NavLinkItem } from './nav-link';
export { labelFromSlug } from './slug-label';
export { languageTag } from './language-tag';
export { SearchForm } from './search-form';
export { HydratedForm } from './hydrated-form';
export { useHydrated } from './use-hydrated';
export { MOVE_MARK_CLASS } from './move-mark';
export { VISUALLY_HIDDEN_CLASS } from './visually-hidden';
export { OddsButton } from './odds/odds-button';
export type { PriceMove } from './odds/odds-button';
export { MarketColumns, MarketCells, MarketLine } from './board/market-columns';
export { EventRow } from './board/event-row';
export type { EventSide } from './board/event-row';
export { SegmentedControl } from './controls/segmented-control';
export type { SegmentOption } from './controls/segmented-control';
export { Switch } from './controls/switch';
export { SwitchLink } from './controls/switch-link';
export { ScrollTabs } from './controls/scroll-tabs';
export type { ScrollTab } from './controls/scroll-tabs';
export { StakeInput } from './controls/stake-input';
export { DateField } from './controls/date-field';
export { Dialog, BottomSheet } from './overlays/dialog';
export { Toast } from './overlays/toast';
export type { ToastTone } from './overlays/toast';
export { Skeleton, EventRowSkeleton } from './feedback/skeleton';
export { Icon } from './media/icon';
export { createIconSprite } from './media/icon-sprite';
export type { IconSprite } from './media/icon-sprite';
export { LockGlyph } from './media/lock-glyph';
export { SportIcon } from './media/sport-icon';
export { TeamCrest, monogram } from './media/team-crest';
export { BUTTON_CLASS } from './buttons';
export { CARD_CLASS } from './card/card';
export { ContentSections } from './stored-text/content-sections';
export { ContentBlockView } from './stored-text/content-block';
export { siteHref } from './stored-text/site-href';
export { default as storedTextStyles } from './stored-text/content.module.css';
export { ArticleCards, articleDate } from './stored-text/article-cards';
export type { ArticleCard } from './stored-text/article-cards';
export { formatClock, formatDate, formatDateTime, formatDayTime, formatTime } from './format/date-time';
export type { DateTimeOptions } from './format/date-time';
export { renderWithTimeDisplay, setTimeDisplay, timeDisplay } from './format/time-preferences';
export type { TimeDisplay } from './format/time-preferences';
export {
  applyThemeChoice,
  COLOR_SCHEMES,
  renderWithThemeChoice,
  setThemeChoice,
  THEME_ATTRIBUTE,
  themeChoice,
} from './theme/theme-choice';
export { changeLayoutChoice, renderWithLayoutChoice, setLayoutChoice, useLayoutChoice } from './layout/layout-choice';
