import { createDataClient } from '../../lib/query/data-client';
import { createQueryCache } from '../../lib/query/query-cache';
import { consoleCalls, type ConsoleCallName } from '../../../contract/console/calls';
import { consoleCall } from './client';

/** The console's data client: its calls (client.ts) on the member app's data layer, with the console's rules. */
export const createConsoleClient = () =>
  createDataClient({
    cache: createQueryCache(),
    call: (name, body, signal) => consoleCall(name as ConsoleCallName, body as object, signal),
    // what each write makes stale is the contract's (contract/console); the stream tells what members do
    invalidates: (call) => consoleCalls[call as ConsoleCallName]?.invalidates ?? [],
    plugins: [],
  });
