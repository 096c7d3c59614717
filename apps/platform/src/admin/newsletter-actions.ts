import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { sendNewsletter } from '../mailing/newsletter';
import { defineAction } from './define-action';

/**
 * A news letter by e-mail (with a subject) or SMS to every player who takes news on that channel; players who
 * turned the news off, or unsubscribed by a letter's link, get nothing. The same send id sends nothing again.
 */
export const newsletterSend = defineAction(
  z
    .object({
      channel: z.enum(['email', 'sms']).default('email'),
      subject: z.string().trim().min(1).max(200).optional(),
      body: z.string().trim().min(1).max(5000),
      sendId: z.string().trim().min(1).max(80).optional(),
    })
    .refine((input) => (input.channel === 'email') === (input.subject !== undefined), {
      message: 'an e-mail has a subject, an SMS none',
      path: ['subject'],
    }),
  async ({ db }, input) => {
    const sendId = input.sendId ?? randomUUID();
    const sent = await db.transaction((tx) =>
      sendNewsletter(tx, { sendId, channel: input.channel, subject: input.subject ?? null, body: input.body }),
    );
    if (sent === null) throw new HttpError(409, 'newsletter_sent', `The letter "${sendId}" was sent already`);
    return { sendId, sent };
  },
);
