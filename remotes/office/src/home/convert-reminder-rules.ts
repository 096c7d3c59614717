import type { ConvertStatus } from '@betfront/contract/accounts';

/** What the player may do with accounts: 0 nothing, 1 change the main account's currency, 2 open another account. */
export type ConvertReminderStatus = 0 | 1 | 2;

export function convertReminderStatus(status: ConvertStatus): ConvertReminderStatus {
  if (status.mainAccountAllowed) return 1;
  if (status.additionalAccountAllowed) return 2;
  return 0;
}

/** Local-storage key of the status the reminder was last shown for, one per player. */
export const convertReminderKey = (userId: number) => `bf_convert_reminder:${userId}`;

/** The reminder is shown once per player and status: again only when the allowed status changes. */
export const isConvertReminderDue = (status: ConvertReminderStatus, shownFor: string | null) =>
  status !== 0 && shownFor !== String(status);
