import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline set with `start`, ticking once a second; 0 when none is running. */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(seconds > 0 ? current + seconds * 1000 : null);
  }, []);
  return [deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)), start];
}
