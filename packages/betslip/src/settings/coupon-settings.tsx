import type { Translate } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import { loadEngine } from '../install/engine-loader';
import { useEngine } from '../install/use-engine';
import { SettingsPanel } from '../ui/settings-panel';

/**
 * The coupon's settings on their own, for the dialog a link opens (`?modal=coupon-settings`): starts the coupon
 * engine if the page has not needed it yet, and says so if it cannot.
 */
export function CouponSettings({ t }: { t: Translate }) {
  const engine = useEngine();
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    loadEngine().catch((error: unknown) => {
      console.error('betfront: no coupon', error);
      setHasFailed(true);
    });
  }, []);
  if (engine !== null) return <SettingsPanel engine={engine} t={t} />;
  return (
    <p role={hasFailed ? 'alert' : 'status'}>
      {t(hasFailed ? 'coupon.settings.unavailable' : 'coupon.settings.loading')}
    </p>
  );
}
