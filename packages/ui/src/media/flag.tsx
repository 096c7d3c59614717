import { mdiEarth } from '@mdi/js';
import { Icon } from './icon';
import styles from './flag.module.css';

/** The flags of `flag-icons` as built asset URLs by ISO 3166 code; only the flags a page shows are fetched. */
const FLAG_FILES = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const FLAG_URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(FLAG_FILES).map(([file, url]) => [(/([a-z-]+)\.svg$/.exec(file)?.[1] ?? '').toUpperCase(), url]),
);

/** A country's flag by its ISO code (GB-ENG and the like included); a globe for international competitions. */
export function Flag({ country, label }: { country: string | null; label?: string }) {
  const url = country ? FLAG_URLS.get(country.toUpperCase()) : undefined;
  if (!url) return <Icon path={mdiEarth} size={16} label={label} className={styles.globe} />;
  return <img className={styles.flag} src={url} alt={label ?? ''} width={20} height={15} loading="lazy" />;
}
