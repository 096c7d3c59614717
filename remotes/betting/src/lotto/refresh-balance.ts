import { announceAccounts, fetchAccountData } from '@betfront/account-ui/wallet';

/** Reads the player's accounts again and tells the header, after a ticket moved the balance. */
export function refreshBalance(): void {
  fetchAccountData().then(announceAccounts, (error: unknown) => console.error('betfront: balance not read', error));
}
