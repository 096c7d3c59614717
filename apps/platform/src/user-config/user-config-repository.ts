import type { PersonalDataBody } from '@betfront/contract/user-config';
import type { Queryable } from '../db/database';

/** One player's row as the user config reads it; dates as ISO strings. */
export interface UserConfigRow {
  id: number;
  phone: string | null;
  email: string | null;
  login: string;
  countryCode: string | null;
  countryId: number | null;
  activationType: number;
  banLevel: number;
  banVersion: number;
  isVerified: boolean;
  hasDeposit: boolean;
  passwordChangedDaysAgo: number | null;
  twoFactorEnabled: boolean;
  hasTwoFactorSecret: boolean;
  phoneVerified: boolean;
  hasSecurityQuestion: boolean;
  hasSecurityAnswer: boolean;
  emailAuthEnabled: boolean;
  userStatusId: number;
  verificationStatusGroupCode: string | null;
  verificationTypes: number[];
  requestedAdditionalDocument: boolean;
  isNeedIdentification: boolean;
  isIdentificationBonus: boolean;
  remainingDaysToActivate: number | null;
  unreadMessageCount: number;
  hideBalance: boolean;
  disallowLineSport: number[];
  disallowLiveSport: number[];
  isCoefCutLine: boolean;
  isCoefCutLive: boolean;
  hasDataAfterRegistration: boolean;
  isRequiredTransfer: boolean;
  name: string | null;
  surname: string | null;
  dateBirthday: string | null;
  documentTypeId: number | null;
  inn: string | null;
  passport: string | null;
  passportDate: string | null;
  passportEndDate: string | null;
  registrationAddress: string | null;
}

const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

export async function findUserConfigRow(db: Queryable, userId: number): Promise<UserConfigRow | null> {
  const rows = await db.query<UserConfigRow>(
    `select id, phone, email, login, country_code as "countryCode", country_id as "countryId",
       activation_type as "activationType", ban_level as "banLevel", ban_version as "banVersion",
       is_verified as "isVerified", has_deposit as "hasDeposit",
       (current_date - password_changed_at::date) as "passwordChangedDaysAgo",
       two_factor_enabled as "twoFactorEnabled", two_factor_secret is not null as "hasTwoFactorSecret",
       phone_verified as "phoneVerified", security_question is not null as "hasSecurityQuestion",
       security_answer_hash is not null as "hasSecurityAnswer", email_auth_enabled as "emailAuthEnabled",
       user_status_id as "userStatusId", verification_status_group_code as "verificationStatusGroupCode",
       verification_types as "verificationTypes", requested_additional_document as "requestedAdditionalDocument",
       is_need_identification as "isNeedIdentification", is_identification_bonus as "isIdentificationBonus",
       remaining_days_to_activate as "remainingDaysToActivate", unread_message_count as "unreadMessageCount",
       hide_balance as "hideBalance", disallow_line_sport as "disallowLineSport",
       disallow_live_sport as "disallowLiveSport", is_coef_cut_line as "isCoefCutLine",
       is_coef_cut_live as "isCoefCutLive", has_data_after_registration as "hasDataAfterRegistration",
       is_required_transfer as "isRequiredTransfer", name, surname,
       ${isoDate('date_birthday')} as "dateBirthday", document_type_id as "documentTypeId", inn, passport,
       ${isoDate('passport_date')} as "passportDate", ${isoDate('passport_end_date')} as "passportEndDate",
       registration_address as "registrationAddress"
     from users where id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function updatePersonalData(db: Queryable, userId: number, data: PersonalDataBody): Promise<void> {
  await db.query(
    `update users set name = $2, surname = $3, date_birthday = $4::date, passport = $5, passport_date = $6::date,
       registration_address = $7, inn = $8
     where id = $1`,
    [
      userId,
      data.name,
      data.surname,
      data.date_birthday,
      data.passport,
      data.passport_date,
      data.registration_address,
      data.inn,
    ],
  );
}
