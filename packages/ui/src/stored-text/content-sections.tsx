import type { ContentSection } from '@betfront/contract/content';
import { ContentBlockView } from './content-block';
import styles from './content.module.css';

interface ContentSectionsProps {
  sections: readonly ContentSection[];
  lng: string;
  /** Prefixes the section anchors so two texts on one page keep distinct ids. */
  idPrefix?: string;
}

export function ContentSections({ sections, lng, idPrefix = 'section' }: ContentSectionsProps) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <section key={section.id} aria-labelledby={section.title ? headingId : undefined} className={styles.section}>
            {section.title && (
              <h2 id={headingId} className={styles.heading}>
                {section.title}
              </h2>
            )}
            {section.blocks.map((block, index) => (
              <ContentBlockView key={index} block={block} lng={lng} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
