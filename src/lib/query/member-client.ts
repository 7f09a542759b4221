import type { CallInput, CallName } from '../../../contract/calls';
import { followSessionStream } from '../live/member-stream';
import { tokenAtom } from '../state/app.atoms';
import { appStore } from '../store';
import { createDataClient, type DataPlugin } from './data-client';
import { keepRouteReads, prefetchRoute } from './prefetch';
import { createQueryCache } from './query-cache';
import { read } from './read';
import { mirrorShellReads } from './shell-mirrors';
import { changesOf } from './changes';

/**
 * Nothing of one member may show to the next on a shared phone: the cache forgets everything when the session
 * changes (sign-in, sign-out, expiry, a 401), in the same task, before the next screen renders.
 */
const forgetOnSessionChange: DataPlugin = ({ cache }) => appStore.sub(tokenAtom, () => cache.clear());

/**
 * The member app's data client: its reads keyed by call, body, language and member, its writes' rules
 * (writes.ts), the event stream while signed in (lib/live), the shell's atoms and the answers kept for the next
 * visit. Created here; started by the member layouts as the first screen that reads loads, or by the first
 * read outside them (readConfig); its hooks (use-query.ts) read through it.
 */
export const memberClient = createDataClient({
  cache: createQueryCache(),
  call: (call, body, signal) => read(call as CallName, body as CallInput<CallName>, signal ?? new AbortController().signal),
  invalidates: changesOf,
  plugins: [forgetOnSessionChange, followSessionStream, mirrorShellReads, keepRouteReads],
});

/** A navigation to `pathname` starts: the client runs (once) and the screen's reads start beside its code. */
export function startRoute(pathname: string): void {
  memberClient.start();
  prefetchRoute(memberClient, pathname);
}
