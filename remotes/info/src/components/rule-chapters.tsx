import type { RuleChapter } from '@betfront/contract/content';
import { ContentSections } from '@betfront/ui';
import styles from './rules.module.css';

/** The full text of a group's chapters, each under its own heading. */
export function RuleChapters({ chapters, lng }: { chapters: readonly RuleChapter[]; lng: string }) {
  return (
    <>
      {chapters.map((chapter) => (
        <article key={chapter.slug} className={styles.chapter} aria-labelledby={`chapter-${chapter.slug}`}>
          <h2 id={`chapter-${chapter.slug}`} className={styles.chapterTitle}>
            {chapter.title}
          </h2>
          <ContentSections sections={chapter.sections} lng={lng} idPrefix={chapter.slug} />
        </article>
      ))}
    </>
  );
}
