import type { FastifyInstance } from 'fastify';
import { operatorEvents } from '../../../contract/admin';
import { Code } from '../../../contract/envelope';
import { message, pickLanguage, type ServerMessage } from '../../messages';
import type { KeptEvent, KeptTopic } from '../../services/platform/events';
import { operatorOfToken, operatorSessionEnds } from '../../services/operators/operators';
import { hashToken } from '../../services/auth/sessions';
import { frame, type KeptFrame } from '../../services/platform/stream-hub';
import { parseFollow, type ServeStream } from '../stream-request';
import { bearer } from './operator-call';
import { streamRoute } from '../contract-route';

/** A kept event on a console's stream: with the member's id. */
const operatorFrame: KeptFrame = (event) => frame(event.topic, { ...event.data, memberId: event.memberId }, event.id);

/**
 * GET /admin/api/stream: the console's server-sent events, the member stream's code with the operator's Bearer
 * token. It carries every member's events that the operator's role may see (contract/admin's operatorEvents), each with the
 * member's id; replay after Last-Event-ID as for members. No token or an ended session: HTTP 401; a role that
 * may see none of them, or must enrol a passkey first: 403.
 */
export function operatorStreamRoute(app: FastifyInstance, serve: ServeStream) {
  const described = streamRoute('operatorToken', "Every member's events that the operator's role may see.");
  app.get('/admin/api/stream', described, async (request, reply) => {
    const refuse = (status: 401 | 403, key: ServerMessage) => {
      const code = status === 401 ? Code.tokenInvalid : Code.forbidden;
      return reply
        .status(status)
        .send({ code, msg: message(key, pickLanguage(request.headers['accept-language'])), data: null });
    };
    const token = bearer(request);
    const signedIn = await operatorOfToken(app.db, token, new Date(app.settings.now()));
    if (!signedIn || !token) return refuse(401, 'operatorToken');
    if (signedIn.passkeyNeeded) return refuse(403, 'passkeyFirst');
    const topics = operatorEvents(signedIn.operator.role) as KeptTopic[];
    if (topics.length === 0) return refuse(403, 'roleRefused');
    const { cursor } = parseFollow(request);
    const hears = new Set<string>(topics);
    const tokenHash = hashToken(token);
    await serve(request, reply, {
      memberId: null,
      holder: `o${signedIn.operator.id}`,
      tokenHash,
      topics,
      scopes: new Set(),
      cursor,
      hears: (event: KeptEvent) => event.memberId !== null && hears.has(event.topic),
      frameOf: operatorFrame,
      sessionEnds: (now) => operatorSessionEnds(app.db, tokenHash, now),
    });
  });
}
