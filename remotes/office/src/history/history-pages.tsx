import type { Translate } from '@betfront/remote-kit';
import { historySearch } from './history-filter';
import type { HistoryFilter } from './history-filter';
import styles from './history.module.css';

interface HistoryPagesProps {
  action: string;
  filter: HistoryFilter;
  total: number;
  t: Translate;
}

/** Previous and next links between pages of the history, with the filter kept. */
export function HistoryPages({ action, filter, total, t }: HistoryPagesProps) {
  const pages = Math.max(1, Math.ceil(total / filter.limit));
  if (pages === 1 && filter.page === 1) return null;
  const { page } = filter;
  return (
    <nav aria-label={t('office.history.pages')} className={styles.pages}>
      {page > 1 && (
        <a href={`${action}${historySearch(filter, Math.min(page - 1, pages))}`} rel="prev">
          {t('office.history.previous')}
        </a>
      )}
      <span>{t('office.history.page_of', { page, pages })}</span>
      {page < pages && (
        <a href={`${action}${historySearch(filter, page + 1)}`} rel="next">
          {t('office.history.next')}
        </a>
      )}
    </nav>
  );
}
