// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet, Dialog } from './dialog';
import { Toast } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Dialog and BottomSheet', () => {
  it('open as a modal named by their title and close by their button', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} title="Log in" closeLabel="Close">
        <p>Form</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Log in' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(
      <Dialog open={false} onClose={onClose} title="Log in" closeLabel="Close">
        <p>Form</p>
      </Dialog>,
    );
    expect(dialog.open).toBe(false);
  });

  it('asks to close on Escape at once, and pays no heed to a close event that comes once it is open again', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Coupon" closeLabel="Close">
        <p>Picks</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Coupon' }) as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    // The owner kept it open (a tap reopened it) before the browser's close event of the Escape arrived.
    fireEvent(dialog, new Event('close'));
    expect(dialog.open).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a sheet is a dialog too', () => {
    render(
      <BottomSheet open onClose={() => undefined} title="Coupon" closeLabel="Close">
        <p>Picks</p>
      </BottomSheet>,
    );
    expect((screen.getByRole('dialog', { name: 'Coupon' }) as HTMLDialogElement).open).toBe(true);
  });
});

describe('Toast', () => {
  it('is read out and closes itself after its time', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Toast message="Bet placed" tone="success" closeLabel="Close" onClose={onClose} durationMs={3000} />);
    expect(screen.getByRole('status').textContent).toContain('Bet placed');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says an error as an alert', () => {
    render(<Toast message="Odds changed" tone="danger" closeLabel="Close" onClose={() => undefined} durationMs={0} />);
    expect(screen.getByRole('alert').textContent).toContain('Odds changed');
  });
});
