import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../../db/client';
import { serverSecrets } from '../../../db/schema';
import type { PushSettings } from '../../../settings';

const VAPID_KEYS = 'vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: the settings' (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY) when given, else a pair made on
 * the very first start and kept in the database beside the server's secret, which every instance then reads. A
 * browser's subscription is bound to the public key: changing it silently ends every device's notices.
 */
export async function vapidKeys(db: Db, settings: PushSettings): Promise<VapidKeys> {
  if (settings.vapid) return settings.vapid;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: VAPID_KEYS, value: `${made.publicKey}.${made.privateKey}` })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, VAPID_KEYS));
  const [publicKey = '', privateKey = ''] = row!.value.split('.');
  return { publicKey, privateKey };
}
