import type { Translate } from '@betfront/remote-kit';
import type { ReactNode } from 'react';
import { useLayoutPreference } from '@betfront/account-ui/layout';
import { CouponColumn } from './coupon-column';
import { CouponRail } from './coupon-rail';
import styles from './coupon-column.module.css';

interface CouponLayoutProps {
  t: Translate;
  /** The betting pages have the column; the layout stays put either way, so the page below never remounts. */
  hasColumn: boolean;
  /** What the column shows under the coupon (a visitor's sign-up form): the games keep their room. */
  columnFooter?: ReactNode;
  children: ReactNode;
}

/**
 * The main content, with the coupon beside it on desktop where the page has the column; the bettor may collapse
 * the column to a rail (account §3: the right section hidden), which the server draws so from the first paint.
 */
export function CouponLayout({ t, hasColumn, columnFooter, children }: CouponLayoutProps) {
  const { layout, change } = useLayoutPreference(t);
  return (
    <div className={styles.layout}>
      <div className={styles.content}>{children}</div>
      {hasColumn &&
        (layout.hide_right ? (
          <CouponRail t={t} onShow={() => change({ hide_right: false })} />
        ) : (
          <CouponColumn t={t} onHide={() => change({ hide_right: true })} footer={columnFooter} />
        ))}
    </div>
  );
}
