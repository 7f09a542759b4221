import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireMember } from '../services/auth/member-auth';
import { replay } from '../services/platform/events';
import { hashToken, sessionEnds } from '../services/auth/sessions';
import {
  frame,
  SIGNED_OUT_FRAME,
  streamHub,
  type KeptFrame,
  type StreamConnection,
} from '../services/platform/stream-hub';
import { operatorStreamRoute } from './admin/stream';
import { streamRoute } from './contract-route';
import { parseFollow, type StreamOf } from './stream-request';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's open event streams */
    streams: ReturnType<typeof streamHub>;
  }
}

/** A stream whose client reads slower than this much piles up is ended: the app reconnects and replays. */
export const STREAM_MAX_BUFFERED_BYTES = 256 * 1024;
/**
 * A stream's socket that has made no progress for this many heartbeats (what was written to it waits for the peer,
 * the kernel's buffers full, and nothing was read) is destroyed: a peer that stopped reading, or one gone without
 * a FIN once the kernel holds all it can.
 */
export const STREAM_IDLE_HEARTBEATS = 3;
/** A kept event on a member's stream: as it was kept. */
const memberFrame: KeptFrame = (event) => frame(event.topic, event.data, event.id);

/**
 * GET /api/stream: the member's server-sent events (docs/api.md), and the operators' (admin/stream.ts). The
 * token comes in its header as on every call, so the app reads it with fetch, not EventSource.
 */
export default async function streamRoutes(app: FastifyInstance) {
  const hub = streamHub(app.db, app.bus, (message, err) => app.log.warn({ err }, message));
  app.decorate('streams', hub);
  const open = new Set<() => void>();
  /** set by a drain or a close: a stream that was still being authenticated then ends as soon as it opens */
  let closing = false;
  const endAll = () => {
    closing = true;
    open.forEach((end) => end());
  };
  app.onDrain(endAll);
  // before the server waits for its connections to finish: a stream never does by itself
  app.addHook('preClose', async () => {
    endAll();
    hub.close();
  });

  /** Writes the stream of `of` on the hijacked reply until the app goes, the session ends, or the server drains. */
  async function serve(request: FastifyRequest, reply: FastifyReply, of: StreamOf) {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-content-type-options': 'nosniff',
      // nginx and the like pass each event at once instead of buffering the response
      'x-accel-buffering': 'no',
      // its connection ends with it: a shutdown that ends the streams need not wait for idle keep-alives
      connection: 'close',
    });
    raw.flushHeaders();

    // events that arrive while the replay is read wait here, then follow it (the app skips an id it had)
    let held: string[] | undefined = [];
    let ended = false;
    const write = (text: string) => {
      if (held) return void held.push(text);
      if (raw.writableLength > STREAM_MAX_BUFFERED_BYTES) return end(true);
      raw.write(text);
    };
    /** writes the last frame at once (ahead of a replay still being read) and ends */
    const endWith = (last: string) => {
      if (!ended && raw.writableLength <= STREAM_MAX_BUFFERED_BYTES) raw.write(last);
      end();
    };
    /** when the session is looked at again (app clock, ms); 0: at the next heartbeat; undefined: a look is on */
    let lookAt: number | undefined = 0;
    const lookAtSession = async () => {
      lookAt = undefined;
      try {
        const ends = await of.sessionEnds(new Date(app.settings.now()));
        if (!ends) return endWith(SIGNED_OUT_FRAME);
        lookAt = ends.getTime();
      } catch {
        lookAt = 0; // the database away: the next heartbeat looks again
      }
    };
    const connection: StreamConnection = {
      memberId: of.memberId,
      holder: of.holder,
      tokenHash: of.tokenHash,
      scopes: of.scopes,
      kept: (event, text) => of.hears(event) && write(text(of.frameOf)),
      passing: write,
      reset: () => write(frame('reset', {})),
      recheck: () => void (lookAt === undefined || (lookAt = 0)),
      endWith,
    };
    const remove = hub.add(connection);
    const heartbeat = setInterval(() => {
      // a comment has no place in the events' order: it goes out while the replay is read too, or a replay that
      // waits on the database would pass for a peer gone (the socket's time-out) and for a cut (the app's)
      if (held) raw.write(': \n\n');
      else write(': \n\n');
      if (lookAt !== undefined && app.settings.now() >= lookAt) void lookAtSession();
    }, app.settings.streamHeartbeatMs);
    /**
     * Ends the stream. What the peer has not taken would hold the socket and its buffers open for as long as it
     * does not read, outside the hub's count: a reader `tooSlow` loses it at once (the app reconnects and
     * replays); any other gets a heartbeat's time to take its last frame.
     */
    function end(tooSlow = false) {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      remove();
      open.delete(end);
      raw.end();
      if (raw.writableLength === 0 && (raw.socket?.writableLength ?? 0) === 0) return;
      if (tooSlow) return void reset();
      const cut = setTimeout(reset, app.settings.streamHeartbeatMs);
      raw.once('close', () => clearTimeout(cut));
    }
    /** Closes the socket with a reset: a plain close leaves what the kernel holds for the peer (megabytes) there. */
    function reset() {
      if (!request.socket.destroyed) request.socket.resetAndDestroy();
    }
    open.add(end);
    raw.on('close', end);
    // Node's time-out also fires when this process itself stood still that long (a long task, a starved CPU) and
    // the heartbeats are late: only a socket left holding what the peer has not taken is one that made no progress.
    // Listened to on the reply, Node leaves the socket to us (it destroys a timed-out socket nobody answers for).
    raw.setTimeout(STREAM_IDLE_HEARTBEATS * app.settings.streamHeartbeatMs, () => {
      if (raw.writableLength > 0 || request.socket.writableLength > 0) reset();
    });
    if (closing) return end();

    try {
      await lookAtSession();
      if (ended) return;
      let missed = await replay(app.db, of.memberId ?? of.topics, of.cursor);
      const first: string[] = [];
      if (missed.reset) {
        first.push(frame('reset', {}));
        missed = await replay(app.db, of.memberId ?? of.topics, undefined);
      }
      if (!missed.reset) {
        for (const event of missed.events) first.push(of.frameOf(event));
        first.push(frame('ready', { cursor: missed.cursor }, missed.cursor));
      }
      const waiting = held;
      held = undefined;
      if (!ended) raw.write(first.join('') + waiting.join(''));
    } catch (error) {
      request.log.warn({ err: error }, 'stream replay failed');
      end();
    }
  }

  const described = streamRoute('memberToken', "The member's own events, the rooms and quotes they follow.");
  app.get('/api/stream', described, async (request, reply) => {
    const now = new Date(app.settings.now());
    // an app opens its stream again by itself after every cut: that is not the member's doing
    const { memberId, token } = await requireMember(app, request, now, false);
    const follow = parseFollow(request);
    const tokenHash = hashToken(token);
    await serve(request, reply, {
      memberId,
      holder: `m${memberId}`,
      tokenHash,
      topics: [],
      scopes: follow.scopes,
      cursor: follow.cursor,
      hears: () => true,
      frameOf: memberFrame,
      sessionEnds: (at) => sessionEnds(app.db, tokenHash, at, app.settings.sessionIdleSeconds),
    });
  });

  operatorStreamRoute(app, serve);
}
