import { timingSafeEqual } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Language } from '../../../../contract/messages';
import type { PushChoices, PushKind, PushSubscriptionJSON } from '../../../../contract/push';
import type { Db } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may send to `endpoint`: https to one of the push services (PUSH_SERVICE_HOSTS, subdomains
 * included), or plain http to a loopback host listed there (a test's own push service). Anything else would let a
 * member make the server post to addresses of their choosing.
 */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const listed = hosts.some((host) => url.host === host || url.hostname === host || url.hostname.endsWith(`.${host}`));
  if (!listed || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** This device's subscription for the member signed in with `sessionHash`: a new one, or the endpoint's taken over. */
export async function saveSubscription(
  db: Db,
  owner: { memberId: number; sessionHash: string; language: Language },
  subscription: PushSubscriptionJSON,
  choices: PushChoices,
) {
  const row = {
    ...owner,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    kinds: [...new Set(choices.kinds)],
    hideAmounts: choices.hideAmounts,
    failures: 0,
  };
  const { endpoint: _, ...changes } = row;
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: changes });
}

const ofMember = (memberId: number, endpoint: string) =>
  and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint));

export async function deviceChoices(db: Db, memberId: number, endpoint: string): Promise<PushChoices | null> {
  const [row] = await db
    .select({ kinds: pushSubscriptions.kinds, hideAmounts: pushSubscriptions.hideAmounts })
    .from(pushSubscriptions)
    .where(ofMember(memberId, endpoint));
  return row ? { kinds: row.kinds as PushKind[], hideAmounts: row.hideAmounts } : null;
}

export const removeSubscription = (db: Db, memberId: number, endpoint: string) =>
  db.delete(pushSubscriptions).where(ofMember(memberId, endpoint));

/**
 * The browser replaced a subscription (pushsubscriptionchange): the old one's secret proves the device, and the
 * new endpoint and keys take its place. False when no subscription has that endpoint and secret.
 */
export async function renewSubscription(db: Db, old: { endpoint: string; auth: string }, next: PushSubscriptionJSON) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, old.endpoint));
  const given = Buffer.from(old.auth, 'base64url');
  const kept = Buffer.from(row?.auth ?? '', 'base64url');
  if (!row || given.length !== kept.length || !timingSafeEqual(given, kept)) return false;
  await db.transaction(async (tx) => {
    // the new endpoint may have been saved already (the app subscribed again first): it is this device's
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, next.endpoint));
    await tx
      .update(pushSubscriptions)
      .set({ endpoint: next.endpoint, p256dh: next.keys.p256dh, auth: next.keys.auth, failures: 0 })
      .where(eq(pushSubscriptions.id, row.id));
  });
  return true;
}

/** How many devices receive a member's notices (the console shows the number, nothing of what they say). */
export async function deviceCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
  return row?.n ?? 0;
}
