import type { Translate } from '@betfront/remote-kit';
import type { ReactNode } from 'react';
import { CouponColumn } from './coupon-column';
import styles from './coupon-column.module.css';

interface CouponLayoutProps {
  t: Translate;
  /** The betting pages have the column; the layout stays put either way, so the page below never remounts. */
  hasColumn: boolean;
  children: ReactNode;
}

/** The main content, with the coupon beside it on desktop where the page has the column. */
export function CouponLayout({ t, hasColumn, children }: CouponLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.content}>{children}</div>
      {hasColumn && <CouponColumn t={t} />}
    </div>
  );
}
