import type * as z from 'zod/mini';
import { callPath } from '../../../../contract/call-index';
import { PUSH_KINDS, pushCalls, type PushCallName, type PushCalls, type PushChoices, type PushKind } from '../../../../contract/push';
import { postTo, type ApiResult } from '../../api-client';

/**
 * A device's notices (issue 45): the browser's permission and push subscription, and the server's record of them
 * (contract/push.ts). Only settings and the "tell me when it is decided" offer load it.
 */

type Input<N extends PushCallName> = z.input<PushCalls[N]['body']>;
type Output<N extends PushCallName> = z.output<PushCalls[N]['data']>;

function pushCall<N extends PushCallName>(name: N, body: Input<N>, toast = true): Promise<ApiResult<Output<N>>> {
  const schema = pushCalls[name].data as unknown as z.ZodMiniType<Output<N>>;
  return postTo(callPath(name), body, schema, { toast });
}

/** What this device can do: nothing, only once added to the home screen (iOS), or notify (asked, refused, or not yet). */
export type PushSupport = 'unsupported' | 'install' | 'denied' | 'ask' | 'granted';

const standalone = () =>
  matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
const ios = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

export function pushSupport(): PushSupport {
  // iOS Safari has Web Push for web apps on the home screen only (16.4+): elsewhere it has no PushManager
  if (ios() && !standalone()) return 'install';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

export const DEFAULT_CHOICES: PushChoices = { kinds: [...PUSH_KINDS], hideAmounts: true };

const registration = () => navigator.serviceWorker.ready;
/** this device's subscription, if any (never waits for a service worker that is not there) */
export const currentSubscription = async () =>
  (
    (await navigator.serviceWorker?.getRegistration()) as ServiceWorkerRegistration | undefined
  )?.pushManager?.getSubscription() ?? null;
const current = currentSubscription;

/** What this device receives now; null when it receives nothing (no subscription, or the server has none). */
export async function deviceChoices(): Promise<PushChoices | null> {
  if (pushSupport() !== 'granted') return null;
  const subscription = await current();
  if (!subscription) return null;
  const answer = await pushCall('pushDevice', { endpoint: subscription.endpoint }, false);
  return answer.ok ? answer.data.choices : null;
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Turns this device's notices on with `choices`: asks the browser's permission (call it from the tap itself: a
 * browser asks only then), subscribes, and tells the server, in the app's language. 'denied': the member said no.
 */
export async function turnOn(choices: PushChoices): Promise<'on' | 'denied' | 'failed'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const key = await pushCall('pushKey', {});
  if (!key.ok) return 'failed';
  const push = (await registration()).pushManager;
  try {
    const subscription =
      (await push.getSubscription()) ??
      (await push.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data.publicKey) }));
    return (await save(subscription, choices)) ? 'on' : 'failed';
  } catch {
    return 'failed';
  }
}

async function save(subscription: PushSubscription, choices: PushChoices): Promise<boolean> {
  const json = subscription.toJSON() as Input<'pushSubscribe'>['subscription'];
  return (await pushCall('pushSubscribe', { subscription: json, ...choices })).ok;
}

/** New choices, or the app's language changed: the server's record follows. */
export async function saveChoices(choices: PushChoices): Promise<boolean> {
  const subscription = await current();
  return subscription ? save(subscription, choices) : false;
}

/** Adds one kind to this device's notices, turning them on when they were off ("tell me when it is decided"). */
export async function notifyAbout(kind: PushKind): Promise<'on' | 'denied' | 'failed'> {
  const now = pushSupport() === 'granted' ? await deviceChoices() : null;
  if (!now) return turnOn({ ...DEFAULT_CHOICES, kinds: [kind] });
  return (await saveChoices({ ...now, kinds: [...new Set([...now.kinds, kind])] })) ? 'on' : 'failed';
}

/** This device receives nothing more: the server forgets it, and so does the browser. */
export async function turnOff(): Promise<void> {
  const subscription = await current();
  if (!subscription) return;
  await pushCall('pushUnsubscribe', { endpoint: subscription.endpoint }, false);
  await subscription.unsubscribe().catch(() => false);
}
