import type { ActivationType, ProtectionMethods, SecurityOverview } from '@betfront/contract/security';
import { activationTypeSchema, securityQuestionIdSchema } from '@betfront/contract/security';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { SecurityRow } from './security-repository';
import { readSecurityRow } from './security-repository';

const LEVEL_PER_METHOD = 20;

export function protectionMethodsOf(row: SecurityRow): ProtectionMethods {
  return {
    is_changed_password: row.passwordChangedDays !== null,
    enable_two_factor_auth: row.twoFactorEnabled,
    enable_phone_binding: row.phone !== null && row.phoneVerified,
    enable_security_question: row.securityQuestion !== null,
    enable_email_auth: row.emailAuthEnabled,
  };
}

/** A fifth of the full level for each protection method in use. */
export function protectionLevelOf(methods: ProtectionMethods): number {
  return Object.values(methods).filter(Boolean).length * LEVEL_PER_METHOD;
}

export function activationTypeOf(row: SecurityRow): ActivationType {
  return z.catch(activationTypeSchema, 0).parse(row.activationType);
}

export function toSecurityOverview(row: SecurityRow): SecurityOverview {
  const methods = protectionMethodsOf(row);
  return {
    user_id: row.id,
    login: row.login,
    email: row.email,
    email_verified: row.emailVerified,
    phone: row.phone,
    phone_verified: row.phoneVerified,
    activation_type: activationTypeOf(row),
    protection_level: protectionLevelOf(methods),
    protection_methods: methods,
    security_question: z.catch(z.nullable(securityQuestionIdSchema), null).parse(row.securityQuestion),
    backup_codes_left: row.backupCodesLeft,
    changed_pass_day_count: row.passwordChangedDays,
  };
}

/** The player's security overview as it stands in the database. */
export async function loadSecurityOverview(db: Queryable, userId: number): Promise<SecurityOverview> {
  const row = await readSecurityRow(db, userId);
  if (!row) throw new HttpError(401, 'unauthorized', 'Log in first');
  return toSecurityOverview(row);
}
