import styles from './board.module.css';

/**
 * The names of a market's columns ("1", "X", "2"; "Total", "Over", "Under"), laid out on the same grid as the
 * prices of every row below them, so the eye scans a column and buttons carry the price alone.
 */
export function MarketColumns({ labels }: { labels: readonly string[] }) {
  return (
    <div className={styles.columns} style={{ '--bf-market-columns': labels.length } as React.CSSProperties}>
      {labels.map((label, index) => (
        <span key={index} className={styles.columnLabel}>
          {label}
        </span>
      ))}
    </div>
  );
}

/** The prices of one market in a row, one cell per column of its header. */
export function MarketCells({ columns, children }: { columns: number; children: React.ReactNode }) {
  return (
    <div className={styles.cells} style={{ '--bf-market-columns': columns } as React.CSSProperties}>
      {children}
    </div>
  );
}

/** A market's line (a total, a handicap) in its own column, beside the prices it belongs to. */
export function MarketLine({ children }: { children: React.ReactNode }) {
  return <span className={styles.line}>{children}</span>;
}
