import type { AccountData } from '@betfront/contract/accounts';

const EVENT = 'betfront:wallet-accounts';

/** Tells every accounts view on the page (the header, the office) the new account data. */
export function announceAccounts(data: AccountData): void {
  window.dispatchEvent(new CustomEvent<AccountData>(EVENT, { detail: data }));
}

export function onAccountsAnnounced(listener: (data: AccountData) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AccountData>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
