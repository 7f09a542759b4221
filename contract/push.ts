import * as z from 'zod/mini';
import { call, open, type CallSpec } from './call-spec';

/**
 * Web Push (issue 45): the calls of a device's notifications. Like the passkey calls they sit outside `calls`, so
 * only settings, the "tell me when it is decided" offer and the service worker load them.
 */

/** The notices a member switches on or off, each on its own (the server's kind table maps events onto them). */
export const PUSH_KINDS = ['recharge', 'withdrawal', 'order', 'term', 'security'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const base64url = (bytes: number) =>
  z.string({ error: 'v.invalid' }).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`)));

/** A browser's PushSubscription as toJSON() gives it: a P-256 public key (65 bytes) and a 16-byte secret. */
export const pushSubscription = z.object({
  endpoint: z.string({ error: 'v.invalid' }).check(z.minLength(10), z.maxLength(1024)),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionJSON = z.infer<typeof pushSubscription>;

export const pushChoices = z.object({
  kinds: z.array(z.enum(PUSH_KINDS)).check(z.maxLength(PUSH_KINDS.length)),
  /** the lock screen shows "Your withdrawal was approved" without the figure */
  hideAmounts: z.boolean(),
});
export type PushChoices = z.infer<typeof pushChoices>;

const endpointBody = z.object({ endpoint: pushSubscription.shape.endpoint });

export const pushCalls = {
  /** the server's VAPID public key (base64url), for pushManager.subscribe's applicationServerKey */
  pushKey: call(z.object({}), z.object({ publicKey: z.string() })),
  /** this device's subscription for the signed-in member (replaces what the endpoint had), in the request's language */
  pushSubscribe: call(z.object({ subscription: pushSubscription, ...pushChoices.shape }), z.object({})),
  /** what this device receives; null when the server has no subscription for it */
  pushDevice: call(endpointBody, z.object({ choices: z.nullable(pushChoices) })),
  pushUnsubscribe: call(endpointBody, z.object({})),
  /**
   * The service worker's pushsubscriptionchange: the browser replaced the subscription. It holds no token, so the
   * old subscription's secret (`auth`, known only to the browser and the server) proves the device.
   */
  pushRenew: call(
    z.object({
      old: z.object({ endpoint: endpointBody.shape.endpoint, auth: base64url(16) }),
      subscription: pushSubscription,
    }),
    z.object({}),
    open,
  ),
} satisfies Record<string, CallSpec<z.ZodMiniType, z.ZodMiniType>>;

export type PushCalls = typeof pushCalls;
export type PushCallName = keyof PushCalls;

/** What the server sends a device (encrypted, RFC 8291) and the service worker shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** the record's screen, addressed by its key */
  url: string;
  /** a newer notice of the same record replaces this one */
  tag: string;
  lang: string;
  /** a decision the member has not seen yet: counts on the app's badge */
  decision: boolean;
}
