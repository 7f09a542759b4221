import { appStorage, type Storage } from '../storage/storage';

/** The stored entry of the answers kept for return visits (kept-reads.ts; encrypted like all stored state). */
export const KEPT_READS = 'reads';

/** Forgets every kept answer: nothing of one member may show to the next on a shared phone (lib/session). */
export const forgetKeptReads = (storage: Storage = appStorage): Promise<void> => storage.remove(KEPT_READS);
