import styles from './card.module.css';

/**
 * The classes of a card and of what it holds, for any element that is one (`li`, `article`, `section`, `form`):
 * `card`, with `compact` for a card inside a card or a long list; `title`, `head` (the title with a status beside
 * it), `actions`; `list` and `grid` for the cards' container.
 */
export const CARD_CLASS = {
  card: styles.card ?? '',
  compact: `${styles.card ?? ''} ${styles.compact ?? ''}`,
  title: styles.title ?? '',
  head: styles.head ?? '',
  actions: styles.actions ?? '',
  list: styles.list ?? '',
  grid: styles.grid ?? '',
} as const;
