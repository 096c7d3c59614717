import type { PageBodies } from '../page-body';
import { CallHistoryBody } from './call-history-body';
import { CallbackBody } from './callback-body';
import { SupportContactsBody } from './support-contacts-body';
import { SupportEmailBody } from './support-email-body';
import { SupportHubBody } from './support-hub-body';

/** Page bodies of the support pages, by route name. */
export const SUPPORT_BODIES: PageBodies = {
  support: SupportHubBody,
  'support.email': SupportEmailBody,
  'support.contacts': SupportContactsBody,
  callback: CallbackBody,
  'call-history': CallHistoryBody,
};
