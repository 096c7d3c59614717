/** Controls that only the page's scripts answer: a link or a form's own submission works without them. */
const SCRIPTED_CONTROL =
  'button:not([type="submit"]), [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]';
/** A remote's own markup (remote-kit's REMOTE_ROOT_ATTRIBUTE), inside the shell's view holding it. */
const REMOTE_ROOT = '[data-remote-root]';
const VIEW_STATE = 'data-view-state';
const VIEW_READY = '2';

/** What a held act does again: a tap, or a choice made in a select. */
type HeldAct = { kind: 'tap' } | { kind: 'choice'; value: string };

/**
 * Holds what a player does on the server's page before any script can answer it: a tap on a control, or a choice
 * in a select, of the shell before the shell has hydrated or of a remote's view before that view has. It is done
 * again once it can be answered, so a bettor's tap on a price as the page appears is not lost. Answers the call
 * that marks the shell hydrated.
 */
export function holdEarlyTaps(page: Document): () => void {
  let isShellReady = false;
  const held = new Map<HTMLElement, HeldAct>();

  const canAnswer = (control: Element): boolean => {
    const root = control.closest(REMOTE_ROOT);
    if (!root) return isShellReady;
    return root.closest(`[${VIEW_STATE}]`)?.getAttribute(VIEW_STATE) === VIEW_READY;
  };

  const doAgain = (control: HTMLElement, act: HeldAct) => {
    if (act.kind === 'tap') {
      control.click();
      return;
    }
    // Hydration may have drawn the select back to the server's value: the choice is made on it again.
    if (control instanceof HTMLSelectElement) control.value = act.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const observer = new MutationObserver(() => replay());
  const replay = () => {
    for (const [control, act] of [...held]) {
      if (!control.isConnected) held.delete(control);
      else if (canAnswer(control)) {
        held.delete(control);
        doAgain(control, act);
      }
    }
    if (held.size === 0) observer.disconnect();
  };

  const hold = (event: Event, control: HTMLElement, act: HeldAct) => {
    event.stopImmediatePropagation();
    held.set(control, act);
    observer.observe(page.documentElement, { subtree: true, attributes: true, attributeFilter: [VIEW_STATE] });
  };

  page.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROL) : null;
      if (!control || canAnswer(control)) return;
      event.preventDefault();
      hold(event, control, { kind: 'tap' });
    },
    true,
  );
  page.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || canAnswer(select)) return;
      hold(event, select, { kind: 'choice', value: select.value });
    },
    true,
  );

  return () => {
    isShellReady = true;
    replay();
  };
}
