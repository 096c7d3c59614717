import {
  accountVerifyBodySchema,
  contactConfirmBodySchema,
  emailCodeBodySchema,
  phoneCodeBodySchema,
} from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { requestOrigin } from '../http/request-origin';
import { readSiteSettings } from '../settings/site-settings';
import { confirmContact, sendEmailCode, sendPhoneCode } from './contact-code-service';
import { requirePlayer } from './require-player';

/** Binding, changing and confirming the player's phone and e-mail with a code sent to them. */
export function contactRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post('/web-api/security/phone/code', async (request) => {
      const body = parseInput(phoneCodeBodySchema, request.body, 'body');
      const { user } = await requirePlayer(db, request);
      return sendPhoneCode(
        db,
        user.id,
        'current' in body ? 'current' : { telCode: body.tel_code, number: body.number },
      );
    });

    app.post('/web-api/security/phone/confirm', async (request) => {
      const body = parseInput(contactConfirmBodySchema, request.body, 'body');
      const { user } = await requirePlayer(db, request);
      return confirmContact(db, user.id, 'phone', body.code);
    });

    app.post('/web-api/security/email/code', async (request) => {
      const body = parseInput(emailCodeBodySchema, request.body, 'body');
      const { user } = await requirePlayer(db, request);
      const lng = user.language ?? (await readSiteSettings(db)).scalars.defaultLanguage;
      const target = 'current' in body ? 'current' : { email: body.email };
      return sendEmailCode(db, user.id, target, { origin: requestOrigin(request), lng });
    });

    app.post('/web-api/security/email/confirm', async (request) => {
      const body = parseInput(contactConfirmBodySchema, request.body, 'body');
      const { user } = await requirePlayer(db, request);
      return confirmContact(db, user.id, 'email', body.code);
    });

    // The letter's link: the code proves the address is the player's, whatever browser opens it.
    app.post('/web-api/user/accountverify', async (request) => {
      const body = parseInput(accountVerifyBodySchema, request.body, 'body');
      await confirmContact(db, body.user, 'email', body.code);
      return { confirmed: true };
    });
  };
}
