import type { FastifyInstance } from 'fastify';
import { loggable } from '../errors';
import { purgeIdempotencyKeys } from './idempotency';
import { purgeApiHits } from '../plugins/rate-limit';
import { purgeEvents } from './rate-limits';
import { settleDue } from './periods';
import { purgeSessions } from './sessions';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Settles every closed period now (those that closed while no server ran), then once a second.
 * Safe with many instances: settlement claims each period with FOR UPDATE SKIP LOCKED.
 */
export async function startScheduler(app: FastifyInstance, run: boolean) {
  const now = () => new Date(app.settings.now());
  await settleDue(app.db, app.feed, now());
  if (!run) return { async stop() {} };
  let running: Promise<unknown> | undefined;
  let lastPurge = 0;
  const tick = async (at: Date) => {
    await settleDue(app.db, app.feed, at);
    if (at.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at.getTime();
    await purgeIdempotencyKeys(app.db, at);
    await purgeEvents(app.db, new Date(at.getTime() - 86_400_000));
    await purgeApiHits(app.db, new Date(at.getTime() - 3_600_000));
    await purgeSessions(app.db, at, app.settings.sessionIdleSeconds);
  };
  const timer = setInterval(() => {
    running ??= tick(now())
      .catch((error: unknown) => app.log.error({ err: loggable(error) }, 'scheduler run failed'))
      .finally(() => {
        running = undefined;
      });
  }, 1000);
  return {
    /** stops the timer and waits for a run in progress, so the database can close under it */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
