import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { signPayload, verifySignedPayload } from './signed-payload';

const schema = z.object({ n: z.number(), exp: z.number().int() });

describe('signed payload', () => {
  it('reads back what it signed until the expiry', () => {
    const token = signPayload({ n: 1, exp: 100 }, 'secret', 'test.');
    expect(verifySignedPayload(token, 'secret', schema, 99, 'test.')).toEqual({ n: 1, exp: 100 });
    expect(verifySignedPayload(token, 'secret', schema, 100, 'test.')).toBeNull();
  });

  it('refuses another secret, another purpose and a changed payload', () => {
    const token = signPayload({ n: 1, exp: 100 }, 'secret', 'test.');
    expect(verifySignedPayload(token, 'other', schema, 0, 'test.')).toBeNull();
    expect(verifySignedPayload(token, 'secret', schema, 0)).toBeNull();
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ n: 2, exp: 100 })).toString('base64url')}.${mac}`;
    expect(verifySignedPayload(forged, 'secret', schema, 0, 'test.')).toBeNull();
  });
});
