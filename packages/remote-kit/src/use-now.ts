import { useEffect, useState } from 'react';

/** The current time, ticking every second while mounted and `ticking` (for countdowns to a draw, a round, a quote). */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
