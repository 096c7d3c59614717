import type { PageBodies } from '../page-body';
import { MessagesBody } from './messages-body';

/** Page bodies of the office inbox, by route name. */
export const MESSAGES_BODIES: PageBodies = {
  'office.messages': MessagesBody,
};
