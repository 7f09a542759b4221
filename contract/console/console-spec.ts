import type * as z from 'zod/mini';
import type { Area } from '../admin';
import type { StreamTopic } from '../events';

/**
 * One call of the console's API (`POST /admin/api/<name>`): its body and answer schemas, who may make it, and
 * what a success changes for the console's reads.
 */
export interface ConsoleSpec<B extends z.ZodMiniType, D extends z.ZodMiniType> {
  body: B;
  data: D;
  /**
   * the area whose roles may make it (contract/admin.ts AREAS); null: any signed-in operator; 'open': before
   * sign-in; 'byBody': the area depends on what the body asks (an export's kind, contract/exports.ts EXPORT_AREA)
   */
  area: Area | null | 'open' | 'byBody';
  /** the console's reads whose answers a success makes stale */
  invalidates: readonly string[];
  /** the members' stream events a success writes (docs/api.md, events) */
  emits: readonly StreamTopic[];
  /** the console's stream events that make this read's answer stale (src/admin/api/console-stream.ts decides whose) */
  staleOn: readonly StreamTopic[];
  /** answered with a CSV file instead of the envelope */
  csv: boolean;
}

type Facts = Partial<Pick<ConsoleSpec<z.ZodMiniType, z.ZodMiniType>, 'invalidates' | 'emits' | 'staleOn' | 'csv'>>;

export function consoleCall<B extends z.ZodMiniType, D extends z.ZodMiniType>(
  area: ConsoleSpec<B, D>['area'],
  body: B,
  data: D,
  facts: Facts = {},
): ConsoleSpec<B, D> {
  return { body, data, area, invalidates: [], emits: [], staleOn: [], csv: false, ...facts };
}
