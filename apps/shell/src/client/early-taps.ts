/** Controls that only the page's scripts answer: a link or a form's own submission works without them. */
const SCRIPTED_CONTROL =
  'button:not([type="submit"]), [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]';
/** A remote's own markup (remote-kit's REMOTE_ROOT_ATTRIBUTE), inside the shell's view holding it. */
const REMOTE_ROOT = '[data-remote-root]';
const VIEW_STATE = 'data-view-state';
const VIEW_READY = '2';

/**
 * Holds a tap on the server's page that no script can answer yet: a control of the shell before the shell has
 * hydrated, or one of a remote's view before that view has. The control is tapped again once it can be answered,
 * so a bettor's tap on a price as the page appears is not lost. Answers the call that marks the shell hydrated.
 */
export function holdEarlyTaps(page: Document): () => void {
  let isShellReady = false;
  const held = new Set<HTMLElement>();

  const canAnswer = (control: Element): boolean => {
    const root = control.closest(REMOTE_ROOT);
    if (!root) return isShellReady;
    return root.closest(`[${VIEW_STATE}]`)?.getAttribute(VIEW_STATE) === VIEW_READY;
  };

  const observer = new MutationObserver(() => replay());
  const replay = () => {
    for (const control of [...held]) {
      if (!control.isConnected) held.delete(control);
      else if (canAnswer(control)) {
        held.delete(control);
        control.click();
      }
    }
    if (held.size === 0) observer.disconnect();
  };

  page.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROL) : null;
      if (!control || canAnswer(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.add(control);
      observer.observe(page.documentElement, { subtree: true, attributes: true, attributeFilter: [VIEW_STATE] });
    },
    true,
  );

  return () => {
    isShellReady = true;
    replay();
  };
}
