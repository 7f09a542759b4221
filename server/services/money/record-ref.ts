import { createHmac } from 'node:crypto';
import type { RecordKeys } from './record-key';

/** The records a member sees a reference of: each kind has its own, so two kinds' first rows differ. */
export type RecordKind = 'recharge' | 'withdrawal' | 'order' | 'bill' | 'position' | 'move';
export type RecordRef = (kind: RecordKind, id: number) => string;

// Crockford's base32: no I, L, O or U, so a reference read out over the phone is not misheard
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/** The first 50 bits of `bytes` (7 or more) as ten characters of Crockford's base32, read as "7KQ3M-9XF2A". */
export function readOutCode(bytes: Uint8Array): string {
  let bits = 0n;
  for (const byte of bytes.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += ALPHABET[Number((bits >> BigInt(51 - 5 * i)) & 31n)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * A record's reference as members and customer service read it ("7KQ3M-9XF2A"): an HMAC of its kind and id under
 * a key derived from the server's secret, so it says nothing of how many records there are, and every instance
 * (sharing the secret) writes the same one.
 */
export function recordRefs(secret: Buffer): RecordRef {
  const key = createHmac('sha256', secret).update('record-ref').digest();
  return (kind, id) => readOutCode(createHmac('sha256', key).update(`${kind}:${id}`).digest());
}

/** What names a member's records: their references and their keys (services/money/record-key.ts). */
export interface RecordNaming {
  recordRef: RecordRef;
  recordKeys: RecordKeys;
}

/** `item`, a record of member `memberId`, with its reference and its key. */
export const withRef = <T extends { id: number }>(
  naming: RecordNaming,
  kind: RecordKind,
  memberId: number,
  item: T,
) => ({
  ...item,
  ref: naming.recordRef(kind, item.id),
  key: naming.recordKeys.encode(kind, memberId, item.id),
});

/** The kind of record a bill's refType names. */
const BILL_SOURCES: Record<string, RecordKind | undefined> = {
  recharge: 'recharge',
  withdrawal: 'withdrawal',
  order: 'order',
  term_position: 'position',
};

/** A bill with its reference and key, and the reference and key of the record it came from (null when none). */
export function withBillRefs<T extends { id: number; refType: string; refId: number | null }>(
  naming: RecordNaming,
  memberId: number,
  bill: T,
) {
  const source = BILL_SOURCES[bill.refType];
  const from = source && bill.refId !== null ? { kind: source, id: bill.refId } : null;
  return {
    ...withRef(naming, 'bill', memberId, bill),
    sourceRef: from && naming.recordRef(from.kind, from.id),
    sourceKey: from && naming.recordKeys.encode(from.kind, memberId, from.id),
  };
}
