import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { isLanguage, DEFAULT_LANGUAGE } from '../../../../contract/messages';
import type { PushPayload } from '../../../../contract/push';
import { lockKey } from '../../../db/lock-key';
import { loggable } from '../../../errors';
import { BUS_RECONNECTED } from '../../platform/bus';
import { EVENT_TOPIC, type KeptEvent } from '../../platform/events';
import { pushEntry } from './kinds';
import type { JobData } from './queue';
import { pushWords } from './texts';
import type { VapidKeys } from './vapid';

const PUSH_LOCK = 727_274_045;
/** notices claimed at once by one instance */
const BATCH = 20;
/** notices of a batch on their way at once: each holds a pooled connection a moment, which money calls need more */
const PARALLEL = 4;
/** a claimed notice not answered for within this (its instance died) is claimed again */
const LEASE_MS = 60_000;
/** tries of one notice before it is given up (the subscription's `failures` counts it) */
export const MAX_ATTEMPTS = 6;
/** how long a push service may take to answer */
const SEND_TIMEOUT_MS = 10_000;
/** how often an instance looks for notices that are due again (retries), besides being woken by the events */
const SWEEP_MS = 5000;

/** After the n-th failed try: 30 s doubling to an hour, or the push service's Retry-After when longer. */
export function retryDelayMs(attempt: number, retryAfter: string | undefined, now: number): number {
  const backoff = Math.min(3600_000, 30_000 * 2 ** (attempt - 1));
  if (!retryAfter) return backoff;
  const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - now;
  return Number.isFinite(seconds) ? Math.min(86_400_000, Math.max(backoff, seconds)) : backoff;
}

interface Claimed {
  id: number;
  memberId: number;
  topic: string;
  data: JobData;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  hideAmounts: boolean;
}

type Outcome = 'sent' | 'later' | 'gone' | 'retry' | 'failed';

export interface PushSender {
  publicKey: string;
  /** sends every notice due now, until none is left that this instance can claim */
  run(): Promise<void>;
  /** resolves when no run is going on */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Sends the queued notices (queue.ts). Every instance runs one, woken by the events with a notice on the bus and
 * every few seconds for retries; a notice is claimed by one instance only (FOR UPDATE SKIP LOCKED, then a lease),
 * and marked sent before it leaves, under the member's lock that counts the minute's notices, so two instances
 * never send it twice. Answers: 2xx sent; 404/410 the subscription is gone (deleted); 429/5xx or no answer, tried
 * again later (Retry-After respected); any other 4xx given up.
 */
export function pushSender(app: FastifyInstance, vapid: VapidKeys): PushSender {
  const { db, settings } = app;
  const now = () => settings.now();
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const claim = async (at: number): Promise<Claimed[]> => {
    const lease = new Date(at + LEASE_MS);
    const when = new Date(at);
    return rowsOf<Claimed>(
      await db.execute(sql`
        update push_jobs j set claimed_until = ${lease}, attempts = j.attempts + 1
        from push_subscriptions s
        where s.id = j.subscription_id and j.id in (
          select id from push_jobs
          where sent_at is null and (next_at is null or next_at <= ${when})
            and (claimed_until is null or claimed_until <= ${when})
          order by next_at nulls first, id limit ${BATCH} for update skip locked)
        returning j.id, j.member_id as "memberId", j.topic, j.data, j.attempts, s.id as "subscriptionId",
          s.endpoint, s.p256dh, s.auth, s.language, s.hide_amounts as "hideAmounts"`),
    ).map((row) => ({
      ...row,
      id: Number(row.id),
      memberId: Number(row.memberId),
      subscriptionId: Number(row.subscriptionId),
    }));
  };

  /** Marks it sent, unless the member had their notices of the minute (then it waits) or it is gone (a sign-out). */
  const markSent = (job: Claimed, at: number) =>
    db.transaction(async (tx): Promise<'send' | 'later' | 'gone'> => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK}, ${lockKey(job.memberId)})`);
      const since = new Date(at - 60_000);
      const [sent] = rowsOf<{ count: number; oldest: Date | string | null }>(
        await tx.execute(sql`
          select count(*)::int as count, min(sent_at) as oldest from push_jobs
          where member_id = ${job.memberId} and sent_at > ${since}`),
      );
      if (sent && sent.count >= settings.push.maxPerMinute) {
        const free = new Date(new Date(sent.oldest!).getTime() + 60_000);
        await tx.execute(sql`
          update push_jobs set next_at = ${free}, claimed_until = null, attempts = attempts - 1 where id = ${job.id}`);
        return 'later';
      }
      const marked = await tx.execute(
        sql`update push_jobs set sent_at = ${new Date(at)} where id = ${job.id} and sent_at is null returning id`,
      );
      return rowsOf(marked).length ? 'send' : 'gone';
    });

  const payloadOf = (job: Claimed): PushPayload | undefined => {
    const entry = pushEntry(job.topic);
    if (!entry) return undefined;
    const lang = isLanguage(job.language) ? job.language : DEFAULT_LANGUAGE;
    const { opens } = entry;
    const key = 'record' in opens ? app.recordKeys.encode(opens.record, job.memberId, job.data.id) : undefined;
    const words = pushWords(job.data.text, lang, {
      amount: job.data.amount,
      reason: job.data.reason,
      hideAmounts: job.hideAmounts,
    });
    return {
      ...words,
      url: 'record' in opens ? `${opens.route}?key=${key}` : opens.screen,
      tag: key ?? `${job.topic}-${job.id}`,
      lang,
      decision: entry.decision,
    };
  };

  const post = async (job: Claimed, payload: PushPayload) => {
    const entry = pushEntry(job.topic)!;
    const request = webpush.generateRequestDetails(
      { endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: settings.push.subject, ...vapid },
        TTL: entry.ttlSeconds,
        urgency: entry.urgency,
        // a record's notices replace each other; a screen's each stay
        ...(payload.url.includes('?key=') ? { topic: payload.tag } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    // not web-push's own sender: it speaks https only, and a redirect must not lead a notice elsewhere
    return fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  };

  const settle = async (job: Claimed, at: number, outcome: Outcome, retryAfter?: string) => {
    if (outcome === 'sent') {
      await db.execute(sql`
        update push_subscriptions set last_delivered_at = ${new Date(at)}, failures = 0 where id = ${job.subscriptionId}`);
    } else if (outcome === 'gone') {
      await db.execute(sql`delete from push_subscriptions where id = ${job.subscriptionId}`);
    } else if (outcome === 'retry' && job.attempts < MAX_ATTEMPTS) {
      const next = new Date(at + retryDelayMs(job.attempts, retryAfter, at));
      await db.execute(sql`
        update push_jobs set sent_at = null, claimed_until = null, next_at = ${next} where id = ${job.id}`);
    } else {
      await db.execute(sql`delete from push_jobs where id = ${job.id}`);
      await db.execute(sql`update push_subscriptions set failures = failures + 1 where id = ${job.subscriptionId}`);
    }
    app.metrics.pushNotices.inc({ outcome });
  };

  const deliver = async (job: Claimed, at: number) => {
    const payload = payloadOf(job);
    if (!payload) return settle(job, at, 'failed');
    const marked = await markSent(job, at);
    if (marked !== 'send') return;
    let response: Response;
    try {
      response = await post(job, payload);
      await response.body?.cancel();
    } catch (error) {
      app.log.warn({ err: loggable(error), subscription: job.subscriptionId }, 'push: no answer from the push service');
      return settle(job, at, 'retry');
    }
    const status = response.status;
    if (status >= 200 && status < 300) return settle(job, at, 'sent');
    if (status === 404 || status === 410) return settle(job, at, 'gone');
    if (status === 429 || status >= 500)
      return settle(job, at, 'retry', response.headers.get('retry-after') ?? undefined);
    app.log.warn({ status, subscription: job.subscriptionId }, 'push: the push service refused a notice');
    return settle(job, at, 'failed');
  };

  const loop = async () => {
    do {
      again = false;
      for (;;) {
        const at = now();
        const jobs = await claim(at);
        if (!jobs.length) break;
        for (let i = 0; i < jobs.length; i += PARALLEL) {
          await Promise.all(jobs.slice(i, i + PARALLEL).map((job) => deliver(job, at)));
        }
      }
    } while (again && !closed);
  };

  const run = () => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => app.log.error({ err: loggable(error) }, 'push: sending failed'))
      .finally(() => (running = undefined));
    return running;
  };

  const unsubscribe = app.bus.subscribe((topic, payload) => {
    if (topic === BUS_RECONNECTED) void run();
    if (topic !== EVENT_TOPIC) return;
    const event = payload as unknown as KeptEvent;
    if (event.memberId !== null && pushEntry(event.topic)?.sends(event.data)) void run();
  });
  const sweep = settings.scheduler ? setInterval(() => void run(), SWEEP_MS) : undefined;
  sweep?.unref();

  return {
    publicKey: vapid.publicKey,
    run,
    idle: async () => {
      while (running) await running;
    },
    async close() {
      closed = true;
      unsubscribe();
      clearInterval(sweep);
      while (running) await running;
    },
  };
}
