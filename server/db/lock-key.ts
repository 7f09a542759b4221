import { sql } from 'drizzle-orm';

/**
 * A 64-bit id as one of the two int4 keys of an advisory lock. Ids 2^31 − 1 apart share a lock, which
 * only makes one of them wait for the other.
 */
export const lockKey = (id: number) => sql`(${id}::bigint % 2147483647)::int`;
