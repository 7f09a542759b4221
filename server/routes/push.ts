import type { FastifyInstance } from 'fastify';
import { notFound, rule } from '../errors';
import { hashToken } from '../services/auth/sessions';
import {
  allowedEndpoint,
  deviceChoices,
  removeSubscription,
  renewSubscription,
  saveSubscription,
} from '../services/members/push/subscriptions';
import { memberCall, openCall } from './define-call';

/** A device's Web Push subscription (docs/api.md#web-push): its key, saving, its choices, removing, renewing. */
export default async function pushRoutes(app: FastifyInstance) {
  const db = app.db;
  const allowed = (endpoint: string) => allowedEndpoint(endpoint, app.settings.push.serviceHosts);

  memberCall(app, 'pushKey', async () => ({ publicKey: app.push.publicKey }));

  memberCall(app, 'pushSubscribe', async ({ memberId, token, lang, body }) => {
    if (!allowed(body.subscription.endpoint)) throw rule('pushService');
    const owner = { memberId, sessionHash: hashToken(token), language: lang };
    await saveSubscription(db, owner, body.subscription, { kinds: body.kinds, hideAmounts: body.hideAmounts });
    return {};
  });

  memberCall(app, 'pushDevice', async ({ memberId, body }) => ({
    choices: await deviceChoices(db, memberId, body.endpoint),
  }));

  memberCall(app, 'pushUnsubscribe', async ({ memberId, body }) => {
    await removeSubscription(db, memberId, body.endpoint);
    return {};
  });

  openCall(app, 'pushRenew', async ({ body }) => {
    if (!allowed(body.subscription.endpoint)) throw rule('pushService');
    if (!(await renewSubscription(db, body.old, body.subscription))) throw notFound();
    return {};
  });
}
