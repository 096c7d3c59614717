import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { Translate } from '@betfront/remote-kit';
import { pollEvery } from '@betfront/remote-kit';
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
function useToto<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  const read = useQuery({
    queryKey: ['toto', ...queryKey],
    queryFn: ({ signal }) => load(signal),
    ...pollEvery(FALLBACK_POLL_MS),
  });
  const { refetch } = read;
  useDrawChanges(TOPICS, refetch);
  return { value: read.data, error: read.error, refresh: () => void refetch() };
}

function OpenDraw({ which, lng, t, isLoggedIn }: ViewProps & { which: 'current' | 'next' }) {
  const { value, error, refresh } = useToto(['open', lng], (signal) => loadOpenDraws(lng, signal));
  const now = useNow();
  if (value === undefined) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
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
  const { value: draw, error, refresh } = useToto(['draw', drawId, lng], (signal) => loadDraw(drawId, lng, signal));
  if (draw === undefined) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
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
  const { value, error, refresh } = useToto(['draws', lng], (signal) => loadPastDraws(lng, signal));
  if (value === undefined) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  return <PastDraws draws={value} lng={lng} t={t} />;
}

function Coupons({ lng, t }: ViewProps) {
  const { value, error, refresh } = useToto(['coupons'], loadCoupons);
  if (value === undefined) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
  return <CouponList coupons={value} lng={lng} t={t} />;
}

function CouponPage({ couponId, lng, t }: ViewProps & { couponId: number }) {
  const { value, error, refresh } = useToto(['coupon', couponId, lng], (signal) => loadCoupon(couponId, lng, signal));
  if (value === undefined) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
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
  const { value, error, refresh } = useToto(['winners'], loadWinners);
  if (value === undefined) return error ? <LoadFailure t={t} onRetry={refresh} /> : <Loading t={t} />;
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
