import type { UserConfig } from '@betfront/contract/user-config';

export const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';

/** Internal status 1 or the successful group code, and no additional document requested. */
export const isVerified = (config: UserConfig): boolean =>
  (config.internal_verification_status === 1 || config.verification_status_group_code === VERIFICATION_SUCCESSFUL) &&
  config.requested_additional_document === 0;

export const isNotVerified = (config: UserConfig): boolean => config.verification_status === 1;

export const isBanned = (config: UserConfig): boolean => config.ban_level > 0;

export const isPendingVerification = (config: UserConfig): boolean => config.user_status_id === 1;

const isFilled = (value: string | null): boolean => value !== null && value.trim() !== '';

/** Birth date, name, surname, passport, passport date and registration address are all filled. */
export function areProfileFieldsComplete({ user_data: data }: UserConfig): boolean {
  return [
    data.date_birthday,
    data.name,
    data.surname,
    data.passport,
    data.passport_date,
    data.registration_address,
  ].every(isFilled);
}

export const areContactFieldsFilled = (config: UserConfig): boolean =>
  isFilled(config.phone_number) && isFilled(config.user_email);
