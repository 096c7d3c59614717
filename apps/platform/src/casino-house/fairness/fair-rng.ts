import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Rng } from '../engines/rng';

/** A fresh server seed from the operating system's cryptographic RNG. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** What the player sees before betting: the hash of the seed that will decide the round. */
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

/**
 * The provably fair stream of a round: HMAC-SHA256(serverSeed, "clientSeed:nonce:block") gives 32 bytes per
 * block; each number takes 7 bytes (52 bits) of it. Anyone with the revealed server seed replays the round.
 */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  return {
    next() {
      if (offset + 7 > bytes.length) {
        bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
        block += 1;
        offset = 0;
      }
      const high = bytes.readUIntBE(offset, 3) & 0x0f_ffff;
      const low = bytes.readUInt32BE(offset + 3);
      offset += 7;
      return (high * 2 ** 32 + low) / 2 ** 52;
    },
  };
}
