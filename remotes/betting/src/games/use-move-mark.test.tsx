// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { MOVE_SHOWN_MS, useMoveMark } from './use-move-mark';

function Coef({ coef }: { coef: string | null }) {
  const element = useRef<HTMLSpanElement>(null);
  useMoveMark(element, coef);
  return (
    <span ref={element} data-testid="coef">
      {coef}
    </span>
  );
}

afterEach(() => {
  cleanup();
  // The expiries share one module-level timer: it must fire under the fake clock that scheduled it.
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('useMoveMark', () => {
  it('marks a move up or down and clears the mark MOVE_SHOWN_MS after the last move', () => {
    vi.useFakeTimers();
    const { getByTestId, rerender } = render(<Coef coef="1.85" />);
    const coef = getByTestId('coef');
    expect(coef.dataset.move).toBeUndefined();
    rerender(<Coef coef="1.90" />);
    expect(coef.dataset.move).toBe('up');
    act(() => {
      vi.advanceTimersByTime(MOVE_SHOWN_MS / 2);
    });
    rerender(<Coef coef="1.80" />);
    expect(coef.dataset.move).toBe('down');
    act(() => {
      vi.advanceTimersByTime(MOVE_SHOWN_MS - 500);
    });
    expect(coef.dataset.move).toBe('down');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(coef.dataset.move).toBeUndefined();
  });

  it('clears the mark at once when the coef is taken off, and keeps it on a render without a move', () => {
    vi.useFakeTimers();
    const { getByTestId, rerender } = render(<Coef coef="1.85" />);
    const coef = getByTestId('coef');
    rerender(<Coef coef="1.70" />);
    rerender(<Coef coef="1.70" />);
    expect(coef.dataset.move).toBe('down');
    rerender(<Coef coef={null} />);
    expect(coef.dataset.move).toBeUndefined();
    rerender(<Coef coef="1.75" />);
    expect(coef.dataset.move).toBeUndefined();
  });
});
