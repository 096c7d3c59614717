import type { ReactNode } from 'react';
import { Flag } from '../media/flag';
import { SportIcon } from '../media/sport-icon';
import { MarketColumns } from './market-columns';
import styles from './board.module.css';

interface LeagueHeaderProps {
  name: string;
  href: string;
  sportSlug: string;
  /** The league's country; null for an international one. */
  country: string | null;
  /** The column names of the market the rows below show. */
  columns: readonly string[];
  /** The heading level in the page's outline. */
  level?: 2 | 3;
  children?: ReactNode;
}

/** A league's bar over its events: sport, flag and name on the left, the market's column names on the right. */
export function LeagueHeader({ name, href, sportSlug, country, columns, level = 3, children }: LeagueHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.league}>
      <Heading className={styles.leagueName}>
        <SportIcon slug={sportSlug} size={16} />
        <Flag country={country} />
        <a href={href} translate="no">
          {name}
        </a>
      </Heading>
      {children}
      <MarketColumns labels={columns} />
    </div>
  );
}
