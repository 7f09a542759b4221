import { createDataClient } from '../../lib/query/data-client';
import { createQueryCache } from '../../lib/query/query-cache';
import { consoleCall } from './client';

/**
 * What each console write changes: the reads to ask again once it succeeded (the pages never read again by
 * hand). The console's event stream tells the same for what members do (console-stream.ts).
 */
const CHANGES: Record<string, readonly string[]> = {
  review: ['queue', 'queueItem', 'status', 'dashboard'],
  passkeyPolicySet: ['passkeyPolicy', 'me'],
  addPasskey: ['me'],
  operatorCreate: ['operators'],
  operatorRole: ['operators'],
  operatorActive: ['operators'],
  operatorReset: ['operators'],
  contentSave: ['contentList'],
  contentRemove: ['contentList'],
  removeMemberPasskey: ['member'],
  configSet: ['config'],
  channelSet: ['config'],
  roomLimits: ['rooms'],
  houseLimit: ['memberLimits'],
  breakNote: ['memberBreaks'],
};

/** The console's data client: its calls (client.ts) on the member app's data layer, with the console's rules. */
export const createConsoleClient = () =>
  createDataClient({
    cache: createQueryCache(),
    call: (name, body, signal) => consoleCall(name, body, signal),
    invalidates: (call) => CHANGES[call] ?? [],
    plugins: [],
  });
