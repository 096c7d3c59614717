import { languageTag } from '@betfront/ui';
import { useShell } from '../app/shell-context';
import styles from './language-switcher.module.css';

/** Links to the current page in every language the visitor may use. */
export function LanguageSwitcher() {
  const { state, t } = useShell();
  const rest = (state.route?.path ?? `/${state.lng}`).slice(3);
  const languages = state.config.languages.filter(
    (language) => state.session.user_id !== null || !language.hiddenForVisitors,
  );
  return (
    <nav aria-label={t('shell.header.language_label')} className={styles.switcher}>
      <ul>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={`/${language.code}${rest}`}
              hrefLang={languageTag(language.code)}
              lang={languageTag(language.code)}
              aria-current={language.code === state.lng ? 'true' : undefined}
              data-full-reload=""
            >
              {language.code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
