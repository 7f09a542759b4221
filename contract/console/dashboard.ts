import * as z from 'zod/mini';
import { DASHBOARD_RANGES, dashboardBody, FIGURES } from '../dashboard';
import { emptySchema, idSchema, isoTimeSchema } from '../envelope';
import { exportBody } from '../exports';
import { BILL_KINDS } from '../wallet';
import { consoleCall } from './console-spec';
import { CONSOLE_STALE_ON } from './stale-on';

const ageSeconds = z.nullable(z.number());
const waiting = z.object({ count: z.int(), oldestAgeSeconds: ageSeconds });
/** Amounts are signed cents, as the ledger has them (contract/dashboard.ts describes each figure). */
export const dashboardData = z.object({
  timeZone: z.string(),
  range: z.enum(DASHBOARD_RANGES),
  from: isoTimeSchema,
  to: isoTimeSchema,
  bucket: z.enum(['hour', 'day']),
  buckets: z.array(z.string()),
  bills: z.record(z.enum(BILL_KINDS), z.object({ count: z.int(), sum: z.int() })),
  figures: z.record(z.enum(FIGURES), z.object({ total: z.number(), series: z.array(z.number()) })),
  queue: waiting,
  settlementBacklog: waiting,
  newestBackupAgeSeconds: ageSeconds,
  openExposure: z.array(
    z.object({
      roomId: idSchema,
      room: z.string(),
      issueNo: z.string(),
      closeAt: isoTimeSchema,
      up: z.int(),
      down: z.int(),
      exposure: z.int(),
      maxExposure: z.nullable(z.int()),
    }),
  ),
});

/** What every operator's home shows: how old the newest backup is, how long review has waited. */
export const statusData = z.object({ newestBackupAgeSeconds: ageSeconds, oldestPendingAgeSeconds: ageSeconds });

export const dashboardCalls = {
  dashboard: consoleCall('dashboard', dashboardBody, dashboardData, { staleOn: CONSOLE_STALE_ON.dashboard }),
  status: consoleCall(null, emptySchema, statusData, { staleOn: CONSOLE_STALE_ON.status }),
  /** a CSV file (UTF-8 with a BOM) streamed as the database is read; a refusal is the envelope */
  export: consoleCall('byBody', exportBody, z.string(), { csv: true }),
};
