// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWholeTextsFor } from './use-whole-texts-for';

const { wantWholeTexts } = vi.hoisted(() => ({ wantWholeTexts: vi.fn() }));
vi.mock('@betfront/remote-kit', () => ({ wantWholeTexts }));
afterEach(() => wantWholeTexts.mockReset());

describe('a view the browser alone draws', () => {
  it('asks for the whole texts once it is due, and shows only once they are there', () => {
    const { result, rerender } = renderHook(({ isDue, hasWholeTexts }) => useWholeTextsFor(isDue, hasWholeTexts), {
      initialProps: { isDue: false, hasWholeTexts: false },
    });
    expect(result.current).toBe(false);
    expect(wantWholeTexts).not.toHaveBeenCalled();
    rerender({ isDue: true, hasWholeTexts: false });
    expect(result.current).toBe(false);
    expect(wantWholeTexts).toHaveBeenCalledOnce();
    rerender({ isDue: true, hasWholeTexts: true });
    expect(result.current).toBe(true);
  });
});
