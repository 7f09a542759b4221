import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { RecordKind } from './record-ref';

/** A record key's shape: 16 bytes in base64url, the last character holding 2 bits. */
export const RECORD_KEY = /^[\w-]{21}[AQgw]$/;

export interface RecordKeys {
  /** The key a member's detail screen is addressed by (`?key=`): 22 characters of base64url. */
  encode(kind: RecordKind, memberId: number, id: number): string;
  /** The record id `key` names, or null when it is not a key of this member's record of this kind. */
  decode(kind: RecordKind, memberId: number, key: string): number | null;
}

const KIND_CODES: Record<RecordKind, number> = { recharge: 1, withdrawal: 2, order: 3, bill: 4, position: 5, move: 6 };

/**
 * A record's address for its member: one AES block holding (kind, member id, record id), encrypted under a key
 * derived from the server's secret. A single block is a pseudo-random permutation: the same record always has
 * the same key (a shared link keeps working, every instance agrees), and nothing of the id or of any count
 * shows. Decoding checks the kind and the member, so a key of another kind or another member, or a forged one,
 * names nothing (a random block matches both with odds of 2⁻⁶⁴).
 *
 * Block: byte 0 the kind, bytes 1–7 the member id, byte 8 zero, bytes 9–15 the record id (ids are < 2⁵³).
 */
export function recordKeys(secret: Buffer): RecordKeys {
  const key = createHmac('sha256', secret).update('record-key').digest();
  const crypt = (block: Buffer, encrypt: boolean) => {
    const cipher = encrypt ? createCipheriv('aes-256-ecb', key, null) : createDecipheriv('aes-256-ecb', key, null);
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]);
  };
  const block = (kind: RecordKind, memberId: number, id: number) => {
    const plain = Buffer.alloc(16);
    plain.writeBigUInt64BE(BigInt(memberId), 0);
    plain.writeBigUInt64BE(BigInt(id), 8);
    plain[0] = KIND_CODES[kind];
    return plain;
  };
  return {
    encode: (kind, memberId, id) => crypt(block(kind, memberId, id), true).toString('base64url'),
    decode(kind, memberId, text) {
      if (!RECORD_KEY.test(text)) return null;
      const plain = crypt(Buffer.from(text, 'base64url'), false);
      const id = Number(plain.readBigUInt64BE(8));
      // the id's place in the block is compared too: a block naming no record of this member decodes to nothing
      return Number.isSafeInteger(id) && id > 0 && plain.equals(block(kind, memberId, id)) ? id : null;
    },
  };
}
