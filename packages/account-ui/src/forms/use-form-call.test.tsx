// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormCall } from './use-form-call';

const keyOf = (error: unknown) => (error instanceof Error ? `form.error.${error.message}` : 'form.error.generic');

describe('useFormCall', () => {
  it('gives back the answer and is pending only while the call runs', async () => {
    const { result } = renderHook(() => useFormCall(keyOf));
    let finish: (value: number) => void = () => {};
    let answer: Promise<number | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.run(() => new Promise<number>((resolve) => (finish = resolve)));
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish(7);
      await answer;
    });
    await expect(answer).resolves.toBe(7);
    expect(result.current.pending).toBe(false);
    expect(result.current.errorKey).toBeNull();
  });

  it('turns a failure into its key and clears it on the next call', async () => {
    const { result } = renderHook(() => useFormCall(keyOf));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.run(() => Promise.reject(new Error('taken')));
    });
    expect(answer).toBeNull();
    expect(result.current.errorKey).toBe('form.error.taken');
    await act(async () => {
      await result.current.run(() => Promise.resolve('ok'));
    });
    expect(result.current.errorKey).toBeNull();
  });
});
