import { useShell } from '../app/shell-context';
import styles from './seo-text.module.css';

/** The SEO text of the page, as plain paragraphs (the platform stores text, not markup). */
export function SeoText() {
  const { state, t } = useShell();
  if (!state.seoText || state.seoText.content.trim() === '') return null;
  return (
    <section aria-label={t('shell.seo_text.label')} className={styles.seo}>
      {state.seoText.content.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}
