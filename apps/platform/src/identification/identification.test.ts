import { errorBodySchema } from '@betfront/contract';
import { identificationAnswerSchema } from '@betfront/contract/identification';
import { messagesAnswerSchema } from '@betfront/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  createSupportPlayer,
  multipartOf,
  PNG_BYTES,
  runAdmin,
  supportAppOfFile,
} from '../support/support-test-helpers';
import { XHR } from '../testing/test-app';

const platform = supportAppOfFile();

const status = async (cookie: string) =>
  identificationAnswerSchema.parse(
    (await platform.app.inject({ url: '/web-api/identification', headers: { cookie } })).json(),
  );

async function upload(
  cookie: string,
  fields: Record<string, string>,
  files = [{ name: 'passport.png', bytes: PNG_BYTES }],
) {
  const form = await multipartOf(fields, files);
  return platform.app.inject({
    method: 'POST',
    url: '/web-api/identification/documents',
    headers: { ...XHR, cookie, ...form.headers },
    payload: form.payload,
  });
}

const codeOf = (response: Awaited<ReturnType<typeof upload>>) => errorBodySchema.parse(response.json()).error.code;

describe('identification', () => {
  it('takes one document, refuses a second while it waits, and verifies the player when the operator accepts', async () => {
    const player = await createSupportPlayer(platform.db);
    await platform.db.query('update users set is_verified = false where id = $1', [player.userId]);
    expect(await status(player.cookie)).toEqual({ is_verified: false, documents: [] });

    const sent = await upload(player.cookie, { document_type: 'passport' });
    expect(sent.statusCode).toBe(201);
    const waiting = identificationAnswerSchema.parse(sent.json());
    expect(waiting.documents).toMatchObject([{ document_type: 'passport', status: 'pending', reason: null }]);
    const second = await upload(player.cookie, { document_type: 'id_card' });
    expect(second.statusCode).toBe(409);
    expect(codeOf(second)).toBe('document_pending');

    const id = waiting.documents[0]?.id ?? '';
    const shown = (await runAdmin(platform.db, 'identificationShow', { id })) as { dataUrl: string };
    expect(shown.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    await runAdmin(platform.db, 'identificationDecide', { id, decision: 'rejected', reason: 'The photo is blurred' });
    expect((await status(player.cookie)).documents[0]).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred',
    });
    await expect(runAdmin(platform.db, 'identificationDecide', { id, decision: 'verified' })).rejects.toMatchObject({
      statusCode: 409,
      code: 'document_decided',
    });

    const again = identificationAnswerSchema.parse((await upload(player.cookie, { document_type: 'id_card' })).json());
    await runAdmin(platform.db, 'identificationDecide', { id: again.documents[0]?.id, decision: 'verified' });
    const verified = await status(player.cookie);
    expect(verified.is_verified).toBe(true);
    expect(verified.documents.map((document) => document.status)).toEqual(['verified', 'rejected']);
    const refused = await upload(player.cookie, { document_type: 'passport' });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('already_verified');

    const inbox = messagesAnswerSchema.parse(
      (await platform.app.inject({ url: '/web-api/messages', headers: { cookie: player.cookie } })).json(),
    );
    expect(inbox.messages.map((message) => message.subject)).toEqual(['Личность подтверждена', 'Документ не принят']);
  });

  it.each([
    ['no document type', {}, undefined, 'invalid_request'],
    ['an unknown document type', { document_type: 'library_card' }, undefined, 'invalid_request'],
    ['no image', { document_type: 'passport' }, [], 'document_missing'],
    [
      'a file that is not an image',
      { document_type: 'passport' },
      [{ name: 'a.png', bytes: Buffer.from('%PDF-1.4') }],
      'attachment_not_image',
    ],
  ])('refuses %s and keeps nothing', async (_reason, fields, files, code) => {
    const player = await createSupportPlayer(platform.db);
    await platform.db.query('update users set is_verified = false where id = $1', [player.userId]);
    const response = await upload(player.cookie, fields as Record<string, string>, files);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(codeOf(response)).toBe(code);
    expect((await status(player.cookie)).documents).toEqual([]);
  });

  it('answers a visitor with 401 and an unknown document with 404', async () => {
    expect((await platform.app.inject({ url: '/web-api/identification' })).statusCode).toBe(401);
    await expect(
      runAdmin(platform.db, 'identificationDecide', { id: '1', decision: 'verified' }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      runAdmin(platform.db, 'identificationDecide', { id: '1', decision: 'rejected' }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
