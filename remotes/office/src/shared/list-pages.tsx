import type { Translate } from '@betfront/remote-kit';
import styles from './shared.module.css';

interface ListPagesProps {
  page: number;
  limit: number;
  total: number;
  /** The address of another page of the list, with the filter kept. */
  hrefOf(page: number): string;
  t: Translate;
}

/** Previous and next links between pages of a list. */
export function ListPages({ page, limit, total, hrefOf, t }: ListPagesProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1 && page === 1) return null;
  return (
    <nav aria-label={t('office.paging.label')} className={styles.pages}>
      {page > 1 && (
        <a href={hrefOf(Math.min(page - 1, pages))} rel="prev">
          {t('office.paging.previous')}
        </a>
      )}
      <span>{t('office.paging.page_of', { page, pages })}</span>
      {page < pages && (
        <a href={hrefOf(page + 1)} rel="next">
          {t('office.paging.next')}
        </a>
      )}
    </nav>
  );
}
