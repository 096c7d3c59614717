import type { PageBodies } from '../page-body';
import { BannersBody } from './banners-body';
import { BringFriendBody } from './bring-friend-body';

/** Page bodies of bring-a-friend, by route name. */
export const REFERRAL_BODIES: PageBodies = {
  'office.bringfriend': BringFriendBody,
  'office.bringfriend-banners': BannersBody,
};
