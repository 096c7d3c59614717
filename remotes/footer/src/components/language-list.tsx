import type { Language } from '@betfront/contract';
import { languageTag } from '@betfront/ui';
import styles from './footer.module.css';
import { pathInLanguage } from './site-href';

interface LanguageListProps {
  languages: readonly Language[];
  current: string;
  path: string;
  label: string;
}

export function LanguageList({ languages, current, path, label }: LanguageListProps) {
  if (languages.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.inline}>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={pathInLanguage(path, language.code)}
              hrefLang={languageTag(language.code)}
              lang={languageTag(language.code)}
              aria-current={language.code === current ? 'true' : undefined}
              className={language.code === current ? styles.current : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
