import type { StreamTopic } from '../events';

const money = ['balance', 'recharge', 'withdrawal', 'order'] as const;
const queue = ['recharge', 'withdrawal'] as const;

/**
 * Which events of the console's stream make a read stale, by call: the registry's `staleOn` (contract/console)
 * and the console's stream (src/admin/api/console-stream.ts, which reads again what an event made stale among
 * the reads a page shows, and decides whose: a member's page only for that member's events). Schema-free, so
 * the console imports it without the registry's schemas.
 */
export const CONSOLE_STALE_ON = {
  dashboard: money,
  status: queue,
  queue,
  queueItem: [...queue, 'balance', 'order'],
  member: money,
  memberRecords: money,
  memberBreaks: ['break'],
} as const satisfies Record<string, readonly StreamTopic[]>;

export type StaleRead = keyof typeof CONSOLE_STALE_ON;
