import { useCallback } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { usePolling } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import { LoadFailure, Loading } from '../bets/bets-notices';
import { LoginPrompt } from '../components/login-prompt';
import type { BettingData } from '../betting-data';
import { useDrawChanges } from '../lotto/use-draw-changes';
import { useNow } from '@betfront/remote-kit';
import { CouponForm } from './coupon-form';
import { DrawFacts } from './draw-facts';
import { DrawGames } from './draw-games';
import { couponStatus, CouponList, PastDraws } from './toto-lists';
import { TotoWinners } from './toto-winners';
import { loadCoupon, loadCoupons, loadDraw, loadOpenDraws, loadPastDraws, loadWinners } from './toto-api';
import styles from './toto.module.css';

/** Draws opened and settled are pushed (`useDrawChanges`); this slow read is the fallback when the stream is down. */
const FALLBACK_POLL_MS = 60_000;
const TOPICS = ['toto'];

interface ViewProps {
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
}

/** Reads `load` now, on every toto change pushed, and slowly as a fallback. */
function useToto<T>(load: (signal: AbortSignal) => Promise<T>) {
  const polled = usePolling(load, { intervalMs: FALLBACK_POLL_MS });
  useDrawChanges(TOPICS, polled.refresh);
  return polled;
}

function OpenDraw({ which, lng, t, isLoggedIn }: ViewProps & { which: 'current' | 'next' }) {
  const load = useCallback((signal: AbortSignal) => loadOpenDraws(lng, signal), [lng]);
  const { value, error, refresh } = useToto(load);
  const now = useNow();
  if (value === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  const draw = value[which];
  if (!draw) return <EmptyState title={t('toto.none.title')} text={t('toto.none.text')} />;
  return (
    <div className={styles.layout}>
      <CouponForm
        key={draw.id}
        draw={draw}
        lng={lng}
        t={t}
        now={now}
        isLoggedIn={isLoggedIn}
        onBought={refresh}
        onRefused={refresh}
      />
      <DrawFacts draw={draw} t={t} />
    </div>
  );
}

function DrawPage({ drawId, lng, t }: ViewProps & { drawId: number }) {
  const load = useCallback((signal: AbortSignal) => loadDraw(drawId, lng, signal), [drawId, lng]);
  const { value: draw, error, refresh } = useToto(load);
  if (draw === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  return (
    <div className={styles.layout}>
      <section className={styles.panel}>
        <DrawGames draw={draw} lng={lng} t={t} />
      </section>
      <DrawFacts draw={draw} t={t} />
    </div>
  );
}

function Draws({ lng, t }: ViewProps) {
  const load = useCallback((signal: AbortSignal) => loadPastDraws(lng, signal), [lng]);
  const { value, error, refresh } = useToto(load);
  if (value === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  return <PastDraws draws={value} lng={lng} t={t} />;
}

function Coupons({ lng, t }: ViewProps) {
  const { value, error, refresh } = useToto(loadCoupons);
  if (value === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  return <CouponList coupons={value} lng={lng} t={t} />;
}

function CouponPage({ couponId, lng, t }: ViewProps & { couponId: number }) {
  const load = useCallback((signal: AbortSignal) => loadCoupon(couponId, lng, signal), [couponId, lng]);
  const { value, error, refresh } = useToto(load);
  if (value === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  const { coupon, draw } = value;
  return (
    <div className={styles.layout}>
      <section className={styles.panel}>
        <p className={styles.title} data-testid="toto-coupon-status">
          {couponStatus(coupon, t)}
        </p>
        <DrawGames draw={draw} picks={coupon.picks} lng={lng} t={t} />
      </section>
      <DrawFacts draw={draw} t={t} />
    </div>
  );
}

function Winners({ lng, t }: ViewProps) {
  const { value, error, refresh } = useToto(loadWinners);
  if (value === null) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  return <TotoWinners winners={value} lng={lng} t={t} />;
}

/** The toto's pages: the current and next draws to play, past draws and one draw, my coupons, one coupon, winners. */
export function TotoContent({ data, ...props }: ViewProps & { data: BettingData }) {
  const tab = data.tabs?.kind === 'toto' ? data.tabs.current : null;
  if (data.vars.couponId) {
    return props.isLoggedIn ? (
      <CouponPage couponId={Number(data.vars.couponId)} {...props} />
    ) : (
      <LoginPrompt lng={props.lng} t={props.t} stem="toto.login_needed" />
    );
  }
  if (data.vars.drawId) return <DrawPage drawId={Number(data.vars.drawId)} {...props} />;
  switch (tab) {
    case 'next':
      return <OpenDraw which="next" {...props} />;
    case 'draws':
      return <Draws {...props} />;
    case 'coupons':
      return props.isLoggedIn ? (
        <Coupons {...props} />
      ) : (
        <LoginPrompt lng={props.lng} t={props.t} stem="toto.login_needed" />
      );
    case 'nonimees':
      return <Winners {...props} />;
    default:
      return <OpenDraw which="current" {...props} />;
  }
}
