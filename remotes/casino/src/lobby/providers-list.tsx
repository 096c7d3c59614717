import type { CasinoProvider } from '@betfront/contract/casino-catalogue';
import type { Translate } from '@betfront/remote-kit';
import styles from './lobby.module.css';

interface ProvidersProps {
  providers: readonly CasinoProvider[];
  lng: string;
  t: Translate;
}

function ProviderCard({ provider, lng, t }: { provider: CasinoProvider; lng: string; t: Translate }) {
  return (
    <a className={styles.provider} href={`/${lng}/providers/${provider.id}`}>
      <span className={styles.providerMark} aria-hidden="true">
        {provider.name.slice(0, 1)}
      </span>
      <span className={styles.providerName} translate="no">
        {provider.name}
      </span>
      <span className={styles.providerCount}>{t('casino-lobby.provider.games', { count: provider.gamesCount })}</span>
    </a>
  );
}

/** The lobby's strip of providers, scrolled sideways, with a link to all of them. */
export function ProvidersStrip({ providers, lng, t }: ProvidersProps) {
  const title = t('casino-lobby.row.providers');
  return (
    <section className={styles.row} aria-label={title}>
      <header className={styles.rowHeader}>
        <h2 className={styles.rowTitle}>{title}</h2>
        <a className={styles.rowAll} href={`/${lng}/providers`}>
          {t('casino-lobby.row.all')}
        </a>
      </header>
      <ul className={styles.providerStrip}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} lng={lng} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every provider with the number of its games: the providers page. */
export function ProvidersGrid({ providers, lng, t }: ProvidersProps) {
  return (
    <ul className={styles.providerGrid} aria-label={t('casino-lobby.row.providers')}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} lng={lng} t={t} />
        </li>
      ))}
    </ul>
  );
}
