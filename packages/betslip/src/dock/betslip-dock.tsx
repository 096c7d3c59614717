import type { Translate } from '@betfront/remote-kit';
import { lazy, Suspense } from 'react';
import { useIsCouponOnPage } from '../install/column-presence';
import { useEngine } from '../install/use-engine';
import type { TextsFailure } from '../ui/texts-failure-bar';

const DockContents = lazy(() => import('../ui/dock-contents').then((module) => ({ default: module.DockContents })));

/**
 * The quick coupon bar, its sheet and the reminder, for the shell's slot. Nothing loads while the coupon
 * engine has not been needed, so an empty coupon costs the page nothing.
 */
export function BetslipDock({ t, textsFailure }: { t: Translate; textsFailure: TextsFailure | null }) {
  const engine = useEngine();
  const isCouponOnPage = useIsCouponOnPage();
  if (engine === null) return null;
  return (
    <Suspense fallback={null}>
      <DockContents engine={engine} t={t} isCouponOnPage={isCouponOnPage} textsFailure={textsFailure} />
    </Suspense>
  );
}
