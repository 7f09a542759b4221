import { sql, type SQL } from 'drizzle-orm';
import type { PushKind } from '../../../../contract/push';
import { SECURITY_KINDS } from '../../../../contract/security-events';
import type { KeptTopic } from '../../platform/events';
import type { RecordKind } from '../../money/record-ref';
import type { PushText } from './texts';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/** What one kind of event sends, when the member's switch `setting` is on. */
export interface PushEntry {
  setting: PushKind;
  /** the events of this kind that are notices (a decision, never the member's own request) */
  sends(data: Record<string, unknown>): boolean;
  /** the title's and body's texts (services/members/push/texts.ts), by the event's status */
  text(data: Record<string, unknown>): PushText;
  /** how long a push service keeps it for a phone that is off (seconds) */
  ttlSeconds: number;
  urgency: Urgency;
  /**
   * What a tap opens: one of the member's records, by its key (which is also the topic: a newer notice of the record
   * replaces the older), or a screen (a security notice: each one stays)
   */
  opens: { record: RecordKind; route: string } | { screen: string };
  /** the figure shown when the member does not hide amounts (cents): a subquery run in the event's transaction */
  amount?(id: number): SQL;
  /** counts on the app's badge until the member has seen it */
  decision: boolean;
}

const DAY = 86_400;
const statusText = (data: Record<string, unknown>) => String(data.status);

/** An operator's decision on the member's own request: at once, and kept a day for a phone that is off. */
const decision = (kind: 'recharge' | 'withdrawal', table: string, route: string): PushEntry => ({
  setting: kind,
  sends: (data) => data.status === 'approved' || data.status === 'rejected',
  text: (data) => `${kind}.${statusText(data)}` as PushText,
  ttlSeconds: DAY,
  urgency: 'high',
  opens: { record: kind, route },
  amount: (id) => sql`(select amount from ${sql.identifier(table)} where id = ${id})`,
  decision: true,
});

/**
 * Event kind → its notice. A new kind of notice is one entry here (and its texts in texts.ts): the sender follows
 * the events the stream carries (services/platform/events.ts), so whatever writes an event of a kind listed here notifies.
 */
export const PUSH_ENTRIES: Partial<Record<KeptTopic, PushEntry>> = {
  recharge: decision('recharge', 'recharges', '/my/rechargerecord/detail'),
  withdrawal: decision('withdrawal', 'withdrawals', '/my/withdrawrecord/detail'),
  order: {
    setting: 'order',
    // a settlement's event for the member (`settled` orders): the chunk's statement queued each order's notice
    // (queueOrderPushes, in its text `order.<status>` as `text` says), the event wakes the sender
    sends: (data) => typeof data.settled === 'number' && data.settled > 0,
    text: (data) => `order.${statusText(data)}` as PushText,
    // a result an hour old is news no more: the records screen has it
    ttlSeconds: 3600,
    urgency: 'normal',
    opens: { record: 'order', route: '/my/traderecord/detail' },
    // the payout when won or refunded, the stake when lost
    amount: (id) => sql`(select coalesce(nullif(payout, 0), amount) from orders where id = ${id})`,
    decision: false,
  },
  // a deposit's term is over: nothing moved, the member moves it out (with its interest) when they choose
  term: {
    setting: 'term',
    sends: (data) => data.status === 'matured',
    text: () => 'term.matured',
    ttlSeconds: DAY,
    urgency: 'normal',
    opens: { screen: '/deposit/totalbalance' },
    amount: (id) => sql`(select amount from term_positions where id = ${id})`,
    decision: false,
  },
  // a change to how the account signs in or where money may go: sent to every device, the acting one included,
  // without the detail (a passkey's name, a card's number) on a lock screen; a tap opens the account centre
  security: {
    setting: 'security',
    sends: (data) => (SECURITY_KINDS as readonly unknown[]).includes(data.kind),
    text: (data) => `security.${String(data.kind)}` as PushText,
    ttlSeconds: DAY,
    urgency: 'high',
    opens: { screen: '/my/usercenter' },
    decision: false,
  },
  // a break or a limit the member set (or the house) on any device: told to every device with the security
  // notices, as a change someone else could have made; a tap opens its screen
  break: {
    setting: 'security',
    sends: (data) => (data.current as { stage?: string } | null)?.stage === 'running',
    text: (data) => `protection.${String((data.current as { kind: string }).kind)}` as PushText,
    ttlSeconds: DAY,
    urgency: 'high',
    opens: { screen: '/my/breaks' },
    decision: false,
  },
  limits: {
    setting: 'security',
    sends: () => true,
    text: () => 'protection.limits',
    ttlSeconds: DAY,
    urgency: 'normal',
    opens: { screen: '/my/limits' },
    decision: false,
  },
};

export const pushEntry = (topic: string): PushEntry | undefined => PUSH_ENTRIES[topic as KeptTopic];
