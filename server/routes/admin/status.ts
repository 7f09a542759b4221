import type { FastifyInstance } from 'fastify';

import { newestBackupAgeSeconds } from '../../services/platform/backups';
import { oldestPendingAgeSeconds } from '../../services/money/review-queue';
import { operatorCall } from './operator-call';

/** What the console's home shows every operator: how old the newest backup is, how long review has waited. */
export default async function adminStatusRoutes(app: FastifyInstance) {
  operatorCall(app, 'status', async ({ now }) => ({
    newestBackupAgeSeconds: await newestBackupAgeSeconds(app.db, now),
    oldestPendingAgeSeconds: await oldestPendingAgeSeconds(app.db, now),
  }));
}
