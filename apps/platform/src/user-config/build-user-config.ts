import { activationTypeSchema } from '@betfront/contract/user-config';
import type { ProtectionMethods, UserConfig } from '@betfront/contract/user-config';
import { maskSecureText } from '../secure-data/mask-secure-text';
import { protectionLevelOf } from './protection-level';
import type { UserConfigRow } from './user-config-repository';

/** The group code of a passed verification (account §4). */
export const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';

const ascending = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

function protectionMethodsOf(row: UserConfigRow): ProtectionMethods {
  return {
    is_changed_password: row.passwordChangedDaysAgo !== null,
    enable_two_factor_auth: row.twoFactorEnabled,
    enable_phone_binding: row.phoneVerified,
    enable_security_question: row.hasSecurityQuestion && row.hasSecurityAnswer,
    enable_email_auth: row.emailAuthEnabled,
  };
}

/** The phone as `+digits`; the dialling code is told apart only where the phone was stored as `+code (…)`. */
function phoneParts(phone: string | null): { phone_number: string | null; phone_code: string | null } {
  if (phone === null) return { phone_number: null, phone_code: null };
  const digits = phone.replace(/\D/g, '');
  const code = /^\+(\d{1,4})[\s(-]/.exec(phone.trim())?.[1] ?? null;
  return { phone_number: `+${digits}`, phone_code: code };
}

/** Reads the user config of account §3 from the player's row. */
export function buildUserConfig(row: UserConfigRow, refId: number): UserConfig {
  const methods = protectionMethodsOf(row);
  return {
    disallow_line_sport: ascending(row.disallowLineSport),
    disallow_live_sport: ascending(row.disallowLiveSport),
    ...phoneParts(row.phone),
    user_email: row.email,
    user_name: row.login,
    user_country_code: row.countryCode,
    user_country_id: row.countryId,
    activation_type: activationTypeSchema.parse(row.activationType),
    user_ref_id: refId,
    user_msg_count: row.unreadMessageCount,
    changed_pass_day_count: row.passwordChangedDaysAgo,
    user_status_id: row.userStatusId,
    ban_level: row.banLevel,
    ban_version: row.banVersion,
    user_hide_balance: row.hideBalance,
    protection_level: protectionLevelOf(methods),
    protection_methods: methods,
    // The stored state of a method disagrees with itself (switched on without its secret or answer).
    should_sync_protection_methods:
      (row.twoFactorEnabled && !row.hasTwoFactorSecret) || row.hasSecurityQuestion !== row.hasSecurityAnswer,
    is_active_secure_question: methods.enable_security_question,
    is_need_identification: row.isNeedIdentification,
    internal_verification_status: row.isVerified ? 1 : 0,
    verification_status: row.isVerified ? 0 : 1,
    verification_types: row.verificationTypes,
    verification_status_group_code: row.isVerified ? VERIFICATION_SUCCESSFUL : row.verificationStatusGroupCode,
    requested_additional_document: row.requestedAdditionalDocument ? 1 : 0,
    has_deposit: row.hasDeposit,
    is_identification_bonus: row.isIdentificationBonus,
    show_verification_modal_on_deposit_page: row.isNeedIdentification && !row.isVerified,
    remaining_days_to_activate: row.remainingDaysToActivate,
    is_coef_cut_line: row.isCoefCutLine,
    is_coef_cut_live: row.isCoefCutLive,
    has_data_after_registration: row.hasDataAfterRegistration,
    is_required_transfer: row.isRequiredTransfer,
    user_data: {
      date_birthday: row.dateBirthday,
      document_type_id: row.documentTypeId,
      inn: maskSecureText(row.inn),
      name: row.name,
      passport: maskSecureText(row.passport),
      passport_date: row.passportDate,
      passport_end_date: row.passportEndDate,
      registration_address: maskSecureText(row.registrationAddress),
      surname: row.surname,
    },
  };
}
