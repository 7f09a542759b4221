import type * as z from 'zod/mini';
import { authCalls } from './call-groups/auth';
import { memberCalls } from './call-groups/member';
import { contentCalls } from './call-groups/content';
import { marketCalls } from './call-groups/market';
import { termCalls } from './call-groups/term';
import { tradeCalls } from './call-groups/trade';
import { walletCalls } from './call-groups/wallet';
import { controlCalls } from './call-groups/control';
import { limitsCalls } from './call-groups/limits';
import { breakCalls } from './call-groups/breaks';

export { callPath, type CallName } from './call-index';
export type { CallSpec } from './call-spec';

/**
 * Every call of the API: `POST /api/<name>`, its schemas by name. The server and the tests read this map; the app
 * loads each call's group at its first use instead (src/lib/api/call-specs.ts), so it never loads this one.
 */
export const calls = {
  ...memberCalls,
  ...authCalls,
  ...contentCalls,
  ...marketCalls,
  ...walletCalls,
  ...tradeCalls,
  ...termCalls,
  ...controlCalls,
  ...limitsCalls,
  ...breakCalls,
};

export type Calls = typeof calls;
/** What a caller sends (before parsing: amounts may be strings). */
export type CallInput<N extends keyof Calls> = z.input<Calls[N]['body']>;
/** What the server receives after parsing (amounts in cents). */
export type CallBody<N extends keyof Calls> = z.output<Calls[N]['body']>;
export type CallData<N extends keyof Calls> = z.output<Calls[N]['data']>;
