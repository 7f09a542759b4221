import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loggable } from '../../errors';
import { openPeriods } from '../trading/periods';
import { settleDue } from '../trading/settlement';
import { passQuotes } from '../trading/quote-events';
import { scheduledBackup } from './backups';
import { purgeExpired } from './retention';
import { rollUpClosedDays } from '../operators/dashboard/days';
import { refreshRiskFigures } from '../trading/risk-warning';
import { tellMatured } from '../money/term-maturity';

const PURGE_EVERY_MS = 10 * 60 * 1000;
/** how often an instance looks whether today's risk figures are written (one instance computes them a day) */
const RISK_CHECK_EVERY_MS = 10 * 60 * 1000;
/** how often an instance looks for fixed-term deposits that matured (each is told once, by whichever looks first) */
const MATURITY_EVERY_MS = 10_000;
/** after the second begins, so a tick is written as soon as its second has come */
const AFTER_SECOND_MS = 20;

/**
 * Writes the ticks (when this instance holds the writer's lease) and settles every period whose close is
 * known, now (periods that closed while no server ran) and then at the start of every second of the
 * server's clock. Safe with many instances: one writes ticks, and settlement claims each period with
 * FOR UPDATE SKIP LOCKED.
 */
export async function startScheduler(app: FastifyInstance, run: boolean) {
  const now = () => new Date(app.settings.now());
  const tick = async (at: Date) => {
    if ((await app.quoteWriter.write(at)) > 0) await passQuotes(app.db, at);
    await openPeriods(app.db, at);
    await settleDue(app.db, at, {
      chunk: app.settings.settlementChunk,
      settled: (closeAt) => app.metrics.settlementLag.observe((app.settings.now() - closeAt.getTime()) / 1000),
    });
  };
  await tick(now());
  if (!run) return { async stop() {} };
  let lastPurge = 0;
  let lastRiskCheck = 0;
  let lastMaturity = 0;
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // a backup runs beside the ticks (pg_dump may take minutes), one at a time
  let backingUp: Promise<void> | undefined;
  const backUp = (at: Date) => {
    const schedule = app.settings.backups;
    if (!schedule || backingUp) return;
    backingUp = scheduledBackup(app.db, schedule, holder, at)
      .then((done) => done && app.log.info(done, 'scheduled backup written and verified'))
      .catch((error: unknown) => app.log.error({ err: loggable(error) }, 'scheduled backup failed'))
      .finally(() => (backingUp = undefined));
  };
  const schedule = () => {
    timer = setTimeout(runOnce, 1000 - (app.settings.now() % 1000) + AFTER_SECOND_MS);
  };
  const runOnce = () => {
    const at = now();
    running = (async () => {
      await tick(at);
      backUp(at);
      if (at.getTime() - lastMaturity >= MATURITY_EVERY_MS) {
        lastMaturity = at.getTime();
        await tellMatured(app.db, at);
      }
      if (at.getTime() - lastRiskCheck >= RISK_CHECK_EVERY_MS) {
        lastRiskCheck = at.getTime();
        const figures = await refreshRiskFigures(app.db, holder, at);
        if (figures) app.log.info(figures, 'risk warning: figures computed');
      }
      if (at.getTime() - lastPurge < PURGE_EVERY_MS) return;
      lastPurge = at.getTime();
      const deleted = await purgeExpired(app.db, at, app.settings);
      for (const [table, rows] of Object.entries(deleted)) app.metrics.purged.inc({ table }, rows);
      app.log.info({ deleted }, 'retention: purged');
      await rollUpClosedDays(app.db, app.settings.timeZone, at);
    })()
      .catch((error: unknown) => app.log.error({ err: loggable(error) }, 'scheduler run failed'))
      .finally(() => {
        running = undefined;
        if (timer) schedule();
      });
  };
  schedule();
  return {
    /** stops the timer, waits for a run in progress (the database can then close under it), gives up the lease */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
      await backingUp;
      // with the database away, the lease simply expires
      await app.quoteWriter.release().catch(() => {});
    },
  };
}
