import type { Translate } from '@betfront/remote-kit';
import { namedRefusalKey, namedRefusalText } from '../shared/refusal-text';

/** The refusals the support calls name, each with its text in the player's language. */
const NAMED_ERRORS = new Set([
  'attachment_not_image',
  'attachment_too_large',
  'too_many_attachments',
  'email_required',
  'support_request_closed',
  'support_request_not_found',
  'captcha_required',
  'captcha_wrong',
  'captcha_expired',
  'captcha_missing_id',
  'invalid_request',
  'callback_not_found',
  'callback_settled',
  'too_many_callbacks',
  'callback_time_out_of_range',
]);

/** A refusal's dictionary key; anything unnamed reads as the general failure. */
export const supportErrorKey = (error: unknown): string => namedRefusalKey(error, 'support', NAMED_ERRORS);

/** A refusal's text from the dictionary; anything unnamed reads as the general failure. */
export const supportErrorText = (error: unknown, t: Translate): string =>
  namedRefusalText(error, t, 'support', NAMED_ERRORS);
