import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** The rows of a hand-written query (pg and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
