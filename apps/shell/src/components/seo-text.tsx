import { useShell } from '../app/shell-context';
import styles from './seo-text.module.css';

/** The SEO text of the page: the platform stores text, not markup — blocks split by blank lines, `## ` headings. */
export function SeoText() {
  const { state, t } = useShell();
  if (!state.seoText || state.seoText.content.trim() === '') return null;
  return (
    <section aria-label={t('shell.seo_text.label')} className={styles.seo}>
      {state.seoText.content
        .split(/\n{2,}/)
        .map((block, index) =>
          block.startsWith('## ') ? <h2 key={index}>{block.slice(3)}</h2> : <p key={index}>{block}</p>,
        )}
    </section>
  );
}
