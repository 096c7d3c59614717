import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';

/** Registration is open when the operator allows it and the domain is not a vip domain (account §4). */
export async function isRegistrationOpen(db: Queryable): Promise<boolean> {
  const scalars = mergeScalarSettings(await readStoredScalarSettings(db));
  return scalars.isRegistrationAllowed && !scalars.isVipDomain;
}

export async function assertRegistrationOpen(db: Queryable): Promise<void> {
  if (!(await isRegistrationOpen(db))) {
    throw new HttpError(403, 'registration_closed', 'Registration is not available on this site');
  }
}
