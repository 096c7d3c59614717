import type { Article } from '@betfront/contract/articles';
import type { Translate } from '@betfront/remote-kit';
import { articleDate, ContentSections } from '@betfront/ui';
import styles from './article-body.module.css';

/** A promotion, partner page or landing: its end (for a limited promotion) and its sections. */
export function ArticleBody({ lng, article, t }: { lng: string; article: Article; t: Translate }) {
  return (
    <div className={styles.body}>
      {article.kind === 'promotion' && (
        <p className={styles.term}>
          {article.ends_at
            ? t('promo-articles.runs_until', { date: articleDate(lng, article.ends_at) })
            : t('promo-articles.runs_open')}
        </p>
      )}
      <ContentSections sections={article.sections} lng={lng} />
    </div>
  );
}
