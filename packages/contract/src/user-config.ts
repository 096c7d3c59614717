import { z } from 'zod/mini';
import { accountSchema } from './accounts';

const sportIdsSchema = z.array(z.int().check(z.positive()));
const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 1990-04-25'));

/** 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only. */
export const activationTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ActivationType = z.infer<typeof activationTypeSchema>;

/** Adding a phone moves 0 (none) to 3 (phone only) and 1 (e-mail only) to 2 (e-mail and phone). */
export function activationTypeAfterPhoneAdded(type: ActivationType): ActivationType {
  if (type === 0) return 3;
  if (type === 1) return 2;
  return type;
}

/** Adding a confirmed e-mail moves 0 (none) to 1 (e-mail only) and 3 (phone only) to 2 (e-mail and phone). */
export function activationTypeAfterEmailAdded(type: ActivationType): ActivationType {
  if (type === 0) return 1;
  if (type === 3) return 2;
  return type;
}

export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});
export type ProtectionMethods = z.infer<typeof protectionMethodsSchema>;

export const userDataSchema = z.object({
  date_birthday: z.nullable(isoDateSchema),
  document_type_id: z.nullable(z.int().check(z.positive())),
  inn: z.nullable(z.string()),
  name: z.nullable(z.string()),
  passport: z.nullable(z.string()),
  passport_date: z.nullable(isoDateSchema),
  passport_end_date: z.nullable(isoDateSchema),
  registration_address: z.nullable(z.string()),
  surname: z.nullable(z.string()),
});
export type UserData = z.infer<typeof userDataSchema>;

/** The user config of account §3, loaded once per page life. */
export const userConfigSchema = z.object({
  disallow_line_sport: sportIdsSchema,
  disallow_live_sport: sportIdsSchema,
  phone_number: z.nullable(z.string()),
  phone_code: z.nullable(z.string()),
  user_email: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  user_country_code: z.nullable(z.string()),
  user_country_id: z.nullable(z.int()),
  activation_type: activationTypeSchema,
  user_ref_id: z.int(),
  user_msg_count: z.int().check(z.nonnegative()),
  changed_pass_day_count: z.nullable(z.int().check(z.nonnegative())),
  user_status_id: z.int(),
  ban_level: z.int(),
  ban_version: z.int(),
  user_hide_balance: z.boolean(),
  /** 0 to 100 in steps of 20 (one step per protection method in use), null when none is known. */
  protection_level: z.nullable(z.int().check(z.gte(0), z.lte(100))),
  protection_methods: protectionMethodsSchema,
  should_sync_protection_methods: z.boolean(),
  is_active_secure_question: z.boolean(),
  is_need_identification: z.boolean(),
  internal_verification_status: z.int(),
  verification_status: z.int(),
  verification_types: z.array(z.int()),
  verification_status_group_code: z.nullable(z.string()),
  requested_additional_document: z.union([z.literal(0), z.literal(1)]),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.nullable(z.int().check(z.nonnegative())),
  is_coef_cut_line: z.boolean(),
  is_coef_cut_live: z.boolean(),
  has_data_after_registration: z.boolean(),
  is_required_transfer: z.boolean(),
  user_data: userDataSchema,
});
export type UserConfig = z.infer<typeof userConfigSchema>;

/** GET /web-api/user/config — read as result or error. */
export const userConfigAnswerSchema = z.object({ result: userConfigSchema });

const personalText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** POST /web-api/user/personal-data — the fields of the edit form; an empty field is sent as null. */
export const personalDataBodySchema = z.strictObject({
  name: z.nullable(personalText(60).check(z.regex(/^[\p{L}' -]+$/u, 'letters, spaces, hyphens and apostrophes only'))),
  surname: z.nullable(
    personalText(60).check(z.regex(/^[\p{L}' -]+$/u, 'letters, spaces, hyphens and apostrophes only')),
  ),
  date_birthday: z.nullable(isoDateSchema),
  passport: z.nullable(personalText(30).check(z.regex(/^[\p{L}\d -]+$/u, 'letters, digits, spaces and hyphens only'))),
  passport_date: z.nullable(isoDateSchema),
  registration_address: z.nullable(personalText(200)),
  inn: z.nullable(z.string().check(z.regex(/^\d{10}(\d{2})?$/, '10 or 12 digits'))),
});
export type PersonalDataBody = z.infer<typeof personalDataBodySchema>;

/** GET /web-api/office/menu — the office menu and what it shows about the player. */
export const officeMenuSchema = z.object({
  menuCategories: z.array(z.object({ id: z.string(), items: z.array(z.object({ path: z.string() })) })),
  menuUserData: z.object({
    user_id: z.int(),
    name: z.nullable(z.string()),
    surname: z.nullable(z.string()),
    user_msg_count: z.int().check(z.nonnegative()),
    protection_level: z.nullable(z.int()),
    active_account: z.nullable(accountSchema),
  }),
});
export type OfficeMenu = z.infer<typeof officeMenuSchema>;
