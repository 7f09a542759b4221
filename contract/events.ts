import type { CallName } from './call-index';
import type { ContentKind } from './admin';
import type { PasskeyCallName } from './passkeys';
import type { SecurityKind } from './security-events';

/**
 * The kept events of the members' stream (GET /api/stream) and the console's (GET /admin/api/stream): written
 * in the transaction of the change they tell of (server/services/platform/events.ts), replayed after Last-Event-ID.
 */
export const STREAM_TOPICS = [
  'balance',
  'recharge',
  'withdrawal',
  'order',
  'content',
  'security',
  'limits',
  'term',
  'break',
] as const;
export type StreamTopic = (typeof STREAM_TOPICS)[number];

/** The member app's reads: the calls whose answers it keeps. */
export type MemberRead = CallName | PasskeyCallName;

/**
 * A feature's read made of calls (the withdrawal screen's list of cards and wallets): stale whenever one of
 * them is, so a table names only calls.
 */
export const COMBINED_READS = { payAccounts: ['cards', 'wallets'] } as const satisfies Record<
  string,
  readonly MemberRead[]
>;

/**
 * What an event makes stale among the member app's reads: by its topic, and for the topics that name a kind
 * (content, security) by the kind. A balance event carries the whole answer of `balance` (patched, not read).
 */
export const EVENT_STALE = {
  balance: ['bills'],
  recharge: ['recharges'],
  withdrawal: ['withdraws'],
  order: ['orders'],
  limits: ['limits'],
  term: ['termPositions'],
  break: ['breakState'],
  carousel: ['carousels'],
  notice: ['notice'],
  news: ['news', 'new'],
  ad: ['advertisingBoard'],
  passkeyAdded: ['passkeys'],
  passkeyRemoved: ['passkeys'],
  passkeySignIn: ['passkeys'],
  walletAdded: ['wallets'],
  cardAdded: ['cards'],
} as const satisfies Record<
  Exclude<StreamTopic, 'content' | 'security'> | ContentKind | SecurityKind,
  readonly MemberRead[]
>;

/** The reads to ask again for `reads`, with the combined reads made of any of them. */
export function withCombinedReads(reads: readonly string[]): string[] {
  const combined = Object.entries(COMBINED_READS)
    .filter(([, parts]) => parts.some((part) => reads.includes(part)))
    .map(([name]) => name);
  return [...reads, ...combined];
}
