// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WholeTextsDemand from './whole-texts-demand';

// The demand is the page's: each test starts from a fresh page.
let demand: typeof WholeTextsDemand;
beforeEach(async () => {
  vi.resetModules();
  demand = await import('./whole-texts-demand');
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the whole texts of a page', () => {
  it('are not asked for while the visitor only looks', async () => {
    const load = vi.fn();
    demand.whenWholeTextsWanted(load);
    demand.wantWholeTextsOnIntent(document);
    document.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('mousemove'));
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it('are asked for once, by every waiting load, on the first touch, click, key or focus', async () => {
    for (const intent of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      vi.resetModules();
      demand = await import('./whole-texts-demand');
      const shell = vi.fn();
      const remote = vi.fn();
      demand.whenWholeTextsWanted(shell);
      demand.whenWholeTextsWanted(remote);
      demand.wantWholeTextsOnIntent(document);
      document.body.dispatchEvent(new Event(intent, { bubbles: true }));
      document.body.dispatchEvent(new Event(intent, { bubbles: true }));
      await settled();
      expect([intent, shell.mock.calls.length, remote.mock.calls.length]).toEqual([intent, 1, 1]);
    }
  });

  it('start a load added later at once, and a cancelled load never', async () => {
    demand.wantWholeTexts();
    const late = vi.fn();
    const cancelled = vi.fn();
    demand.whenWholeTextsWanted(late);
    demand.whenWholeTextsWanted(cancelled)();
    await settled();
    expect(late).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('leave a load that stopped waiting before they were wanted', async () => {
    const stopped = vi.fn();
    demand.whenWholeTextsWanted(stopped)();
    demand.wantWholeTexts();
    await settled();
    expect(stopped).not.toHaveBeenCalled();
  });
});
