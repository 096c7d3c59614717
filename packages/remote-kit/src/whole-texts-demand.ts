/**
 * A page carries only the texts its server render read. The whole dictionaries are asked for when the page first
 * needs more: a text it lacks, or the visitor's first touch, click, key or focus (the texts of what they are about to
 * open: a dialog, a form's errors, the coupon). A visitor who only looks loads none of them.
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let isWanted = false;
const waiting = new Set<() => void>();

/** Asked for from a render too: the loads start after it, in a microtask. */
export function wantWholeTexts(): void {
  if (isWanted) return;
  isWanted = true;
  const listeners = [...waiting];
  waiting.clear();
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Calls `listener` once the whole texts are wanted (at once if they already are); returns its cancel. */
export function whenWholeTextsWanted(listener: () => void): () => void {
  if (!isWanted) {
    waiting.add(listener);
    return () => waiting.delete(listener);
  }
  let isCancelled = false;
  queueMicrotask(() => {
    if (!isCancelled) listener();
  });
  return () => {
    isCancelled = true;
  };
}

/** Wants the whole texts on the first sign that the visitor is about to act on the page; returns its removal. */
export function wantWholeTextsOnIntent(target: EventTarget): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, true);
  };
  function onIntent() {
    stop();
    wantWholeTexts();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
