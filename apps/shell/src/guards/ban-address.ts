import { buildRoutePath } from '../routes/build-route-path';
import type { GuardInput } from './guard-types';

export const isBanned = ({ session }: GuardInput): boolean => session.ban_level > 0;

/** Where a banned user is sent: the site's external ban address, else the block page. */
export const banAddress = ({ banUrl, lng }: GuardInput): string => banUrl ?? buildRoutePath(lng, 'block');
