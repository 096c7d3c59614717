import type { ReactNode } from 'react';
import { TeamCrest } from '../media/team-crest';
import styles from './board.module.css';

export interface EventSide {
  id: number;
  name: string;
  /** The side's score in play; absent before the start. */
  score?: number;
}

interface EventRowProps {
  href: string;
  home: EventSide;
  away: EventSide;
  /** The start time, or the period and clock of a game in play. */
  status: ReactNode;
  live?: boolean;
  /** How many markets the game page has: the "+31" chip that opens it. */
  moreCount: number;
  moreLabel: string;
  /** Controls beside the status (a favourite star). */
  aside?: ReactNode;
  /** The prices of the market the list shows. */
  children: ReactNode;
  className?: string;
  ref?: React.Ref<HTMLElement>;
  [data: `data-${string}`]: string | number | undefined;
  'aria-posinset'?: number;
  'aria-setsize'?: number;
}

function Side({ side }: { side: EventSide }) {
  return (
    <span className={styles.side}>
      <TeamCrest id={side.id} name={side.name} size={18} />
      <span className={styles.sideName} translate="no">
        {side.name}
      </span>
      {side.score !== undefined && <span className={styles.score}>{side.score}</span>}
    </span>
  );
}

/** One event of a list: status line, the two sides with crests and score, the prices, and the "+N" chip. */
export function EventRow({
  href,
  home,
  away,
  status,
  live = false,
  moreCount,
  moreLabel,
  aside,
  children,
  className,
  ref,
  ...rest
}: EventRowProps) {
  return (
    <article
      {...rest}
      ref={ref}
      className={className ? `${styles.event} ${className}` : styles.event}
      aria-label={`${home.name} — ${away.name}`}
    >
      <div className={styles.meta}>
        <span className={live ? styles.live : styles.start}>{status}</span>
        {aside && <span className={styles.aside}>{aside}</span>}
      </div>
      <a className={styles.sides} href={href}>
        <Side side={home} />
        <Side side={away} />
      </a>
      <div className={styles.prices}>{children}</div>
      <a className={styles.more} href={href} aria-label={moreLabel}>
        +{moreCount}
      </a>
    </article>
  );
}
