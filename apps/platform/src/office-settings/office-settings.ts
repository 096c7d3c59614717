import type { OfficeSettingBody, OfficeSettingsAnswer } from '@betfront/contract/office-settings';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { readPreferences, savePreferences } from '../mailing/mailing-repository';
import type { UserRecord } from '../session/user-repository';

/** The office settings sections of the player, read from their row and their mailing choice. */
export async function readOfficeSettings(db: Queryable, user: UserRecord): Promise<OfficeSettingsAnswer> {
  const [[row], preferences] = await Promise.all([
    db.query<{ hideBalance: boolean; bonusChoice: 0 | 1 | 2; hasDeposit: boolean }>(
      `select hide_balance as "hideBalance", bonus_choice as "bonusChoice", has_deposit as "hasDeposit"
       from users where id = $1`,
      [user.id],
    ),
    readPreferences(db, user.id),
  ]);
  if (!row) throw new Error(`the player ${user.id} of a live session has no row`);
  const hasEmail = user.email !== null;
  const hasPhone = user.phone !== null;
  return {
    commonSettings: { user_hide_balance: row.hideBalance },
    notificationSettings: {
      news_email: preferences.news_email && hasEmail,
      news_sms: preferences.news_sms && hasPhone,
      deposit_email: preferences.deposit_email && hasEmail,
      bet_email: preferences.bet_email && hasEmail,
      has_email: hasEmail,
      has_phone: hasPhone,
    },
    bonusSetting: { bonus_choice: row.bonusChoice, is_changeable: !row.hasDeposit },
    firstDepositBonusSetting: { isAvailableFirstDepositBonus: !row.hasDeposit && row.bonusChoice !== 0 },
  };
}

const MAILING_CHANNEL = { news_email: 'email', news_sms: 'phone', deposit_email: 'email', bet_email: 'email' } as const;

/**
 * Saves one setting by its id, under the player's row lock. A mailing switch for a channel the account has no
 * address for is not turned on (`409 mailing_channel_missing`); the bonus choice answers the first deposit and is
 * not changed after it (`409 bonus_choice_closed`).
 */
export async function saveOfficeSetting(tx: Queryable, user: UserRecord, setting: OfficeSettingBody): Promise<void> {
  const [row] = await tx.query<{ hasDeposit: boolean }>(
    'select has_deposit as "hasDeposit" from users where id = $1 for update',
    [user.id],
  );
  if (!row) throw new Error(`the player ${user.id} of a live session has no row`);
  switch (setting.id) {
    case 'user_hide_balance':
      await tx.query('update users set hide_balance = $2 where id = $1', [user.id, setting.value]);
      return;
    case 'bonus_choice':
      if (row.hasDeposit) {
        throw new HttpError(409, 'bonus_choice_closed', 'The bonus choice answered your first deposit already');
      }
      await tx.query('update users set bonus_choice = $2 where id = $1', [user.id, setting.value]);
      return;
    default: {
      const channel = MAILING_CHANNEL[setting.id];
      if (setting.value && (channel === 'email' ? user.email : user.phone) === null) {
        throw new HttpError(409, 'mailing_channel_missing', 'Add the address this mailing goes to first');
      }
      const preferences = await readPreferences(tx, user.id);
      await savePreferences(tx, user.id, { ...preferences, [setting.id]: setting.value });
    }
  }
}
