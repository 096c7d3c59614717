import type { Queryable } from '../db/database';
import { insertOutboxMessage } from './outbox-repository';

/** The platform has no SMS gateway: a message is written to the outbox, where it can be read outside production. */
export async function sendSms(db: Queryable, phone: string, text: string): Promise<void> {
  await insertOutboxMessage(db, { channel: 'sms', recipient: phone, subject: null, body: text });
}

/** The platform has no mail server: a message is written to the outbox, where it can be read outside production. */
export async function sendEmail(db: Queryable, to: string, subject: string, text: string): Promise<void> {
  await insertOutboxMessage(db, { channel: 'email', recipient: to, subject, body: text });
}
