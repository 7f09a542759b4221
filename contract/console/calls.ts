import type * as z from 'zod/mini';
import { authCalls } from './auth';
import { configCalls } from './config';
import { contentCalls } from './content';
import { dashboardCalls } from './dashboard';
import { memberCalls } from './members';
import { operatorCalls } from './operators';
import { protectionCalls } from './protection';
import { reviewCalls } from './review';

export { adminPath } from './path';
export type { ConsoleSpec } from './console-spec';

/**
 * Every call of the console's API: `POST /admin/api/<name>` with `Authorization: Bearer <operator token>`, its
 * schemas, area and effects by name. The server registers its routes from this map; the console takes only its
 * types (src/admin/api/client.ts), never the schemas.
 */
export const consoleCalls = {
  ...authCalls,
  ...reviewCalls,
  ...dashboardCalls,
  ...contentCalls,
  ...configCalls,
  ...memberCalls,
  ...operatorCalls,
  ...protectionCalls,
};

export type ConsoleCalls = typeof consoleCalls;
export type ConsoleCallName = keyof ConsoleCalls;
/** What the console sends (before parsing). */
export type ConsoleInput<N extends ConsoleCallName> = z.input<ConsoleCalls[N]['body']>;
/**
 * A body the console's code may send for a call: the call's fields by name, their values checked by the server
 * (a 400 naming the field). The console's forms hold text and loose values; the answer is typed in full.
 */
export type ConsoleFields<N extends ConsoleCallName> = Partial<FieldsOf<ConsoleInput<N>>>;
type FieldsOf<I> = I extends object ? { [K in keyof I]: unknown } : never;
/** What the server receives after parsing. */
export type ConsoleBody<N extends ConsoleCallName> = z.output<ConsoleCalls[N]['body']>;
export type ConsoleData<N extends ConsoleCallName> = z.output<ConsoleCalls[N]['data']>;
