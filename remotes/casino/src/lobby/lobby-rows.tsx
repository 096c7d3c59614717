import type { CasinoProvider } from '@betfront/contract/casino-catalogue';
import { FIRST_ROW } from './game-grid';
import { GameTile } from './game-tile';
import type { TileOptions } from './game-tile';
import type { LobbyRow } from './lobby-view';
import { ProvidersStrip } from './providers-list';
import styles from './lobby.module.css';

/** Rows after which the providers strip stands. */
const PROVIDERS_AFTER = 2;

function Row({ row, first, ...options }: TileOptions & { row: LobbyRow; first: boolean }) {
  const { lng, t } = options;
  const title = t(`casino-lobby.row.${row.id}`);
  return (
    <section className={styles.row} aria-label={title}>
      <header className={styles.rowHeader}>
        <h2 className={styles.rowTitle}>{title}</h2>
        <a className={styles.rowAll} href={`/${lng}/${row.href}`}>
          {t('casino-lobby.row.all')}
        </a>
      </header>
      <ul className={styles.strip}>
        {row.games.map((game, index) => (
          <li key={game.id}>
            <GameTile game={game} eager={first && index < FIRST_ROW} {...options} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The casino lobby: rows of games (popular, new, jackpots…) with the providers strip among them. */
export function LobbyRows({
  rows,
  providers,
  ...options
}: TileOptions & { rows: LobbyRow[]; providers: CasinoProvider[] }) {
  return (
    <div className={styles.rows}>
      {rows.map((row, index) => (
        <div key={row.id} className={styles.rows}>
          <Row row={row} first={index === 0} {...options} />
          {index === PROVIDERS_AFTER - 1 && <ProvidersStrip providers={providers} lng={options.lng} t={options.t} />}
        </div>
      ))}
    </div>
  );
}
