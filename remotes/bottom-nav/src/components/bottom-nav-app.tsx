import type { BottomNavAnswer } from '@betfront/contract/content';
import { menuClickTracker } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import styles from './bottom-nav.module.css';
import { NavIcon } from './nav-icon';
import { isCurrent, itemsFor } from './nav-items';
import { useCouponCount } from './use-coupon-count';

const trackBottomNavClick = menuClickTracker('bottom_nav');

export function BottomNavApp({ ctx, data, t }: RemoteAppProps<BottomNavAnswer>) {
  const couponCount = useCouponCount();
  return (
    <nav aria-label={t('bottom-nav.label')} className={styles.nav} onClick={trackBottomNavClick}>
      <ul className={styles.items}>
        {itemsFor(data.items, ctx.user !== null).map((item) => {
          const current = isCurrent(item, ctx);
          const showCount = item.id === 'coupon' && couponCount > 0;
          return (
            <li key={item.id} className={styles.item}>
              <a
                href={`/${ctx.lng}${item.href === '/' ? '' : item.href}`}
                aria-current={current ? 'page' : undefined}
                className={current ? `${styles.link} ${styles.current}` : styles.link}
              >
                <span className={styles.icon}>
                  <NavIcon id={item.id} />
                  {showCount && (
                    <span className={styles.badge} aria-label={t('bottom-nav.coupon_count', { count: couponCount })}>
                      {couponCount}
                    </span>
                  )}
                </span>
                <span className={styles.label}>{item.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
