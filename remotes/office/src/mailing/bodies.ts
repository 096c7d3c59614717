import type { PageBodies } from '../page-body';
import { MailingSettingsBody } from './mailing-settings-body';
import { StopNewsletterBody } from './stop-newsletter-body';

/** Page bodies of the player's mailing choices, by route name. */
export const MAILING_BODIES: PageBodies = {
  'office.mailing-settings': MailingSettingsBody,
  'office.email-subscription': MailingSettingsBody,
  'user.stopnewsletter': StopNewsletterBody,
};
