import type { Translate } from '@betfront/remote-kit';
import { lazy, Suspense, useEffect } from 'react';
import { EmptyCoupon } from '../column/empty-coupon';
import { registerCouponOnPage } from '../install/column-presence';
import { loadEngine } from '../install/engine-loader';
import { useEngine } from '../install/use-engine';

const CouponPageBody = lazy(() =>
  import('../ui/coupon-page-body').then((module) => ({ default: module.CouponPageBody })),
);

export interface CouponPageProps {
  lng: string;
  t: Translate;
  loadCode: string | null;
  isLoggedIn: boolean;
}

/**
 * The full coupon as a page (route user.coupon, query `load`): with a code it restores that saved coupon.
 * Its code loads in the browser; the server sends the empty coupon.
 */
export function CouponPage({ lng, t, loadCode, isLoggedIn }: CouponPageProps) {
  const engine = useEngine();
  useEffect(registerCouponOnPage, []);
  useEffect(() => {
    loadEngine().catch((error: unknown) => console.error('betfront: no coupon', error));
  }, []);
  return (
    <div>
      <h1>{t('coupon.page.title')}</h1>
      {!isLoggedIn && (
        <p>
          {t('coupon.page.visitor')} <a href={`/${lng}/user/login`}>{t('coupon.page.login')}</a>
        </p>
      )}
      {engine === null ? (
        <EmptyCoupon t={t} />
      ) : (
        <Suspense fallback={<EmptyCoupon t={t} />}>
          <CouponPageBody engine={engine} t={t} loadCode={loadCode} />
        </Suspense>
      )}
    </div>
  );
}
