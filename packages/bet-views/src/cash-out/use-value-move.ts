import { useEffect, useRef, useState } from 'react';

/** How long a value shows which way it moved, as the odds buttons do. */
export const VALUE_MOVE_SHOWN_MS = 3000;

const cents = (money: string) => Number(money.replace('.', ''));

/** 'up' or 'down' for a while after the value moves; undefined otherwise, or once it is gone (null). */
export function useValueMove(value: string | null): 'up' | 'down' | undefined {
  const previous = useRef(value);
  const [move, setMove] = useState<'up' | 'down' | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === value) return undefined;
    if (before === null || value === null) {
      setMove(undefined);
      return undefined;
    }
    setMove(cents(value) > cents(before) ? 'up' : 'down');
    const timer = setTimeout(() => setMove(undefined), VALUE_MOVE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return move;
}
