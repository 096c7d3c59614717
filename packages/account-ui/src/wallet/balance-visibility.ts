const EVENT = 'betfront:hide-balance';

/** Tells the header whether the player now hides the balance (the office's `user_hide_balance` setting). */
export function announceHideBalance(isHidden: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(EVENT, { detail: isHidden }));
}

export function onHideBalanceAnnounced(listener: (isHidden: boolean) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<boolean>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
