import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { EXPORT_AREA, type ExportRequest } from '../../../contract/exports';
import { exportLines, startExport } from '../../services/operators/exports/exports';
import { adminPath, consoleRoute, operatorContext } from './operator-call';

/**
 * POST /admin/api/export: a CSV file streamed as the database is read (contract/exports.ts), written to the audit
 * log first (who, what, which days, whose). A refusal is the usual envelope.
 */
export default async function adminExportRoutes(app: FastifyInstance) {
  app.post(adminPath('export'), consoleRoute('export'), async (request, reply) => {
    const area = (b: ExportRequest) => EXPORT_AREA[b.kind];
    const { body, actor, now } = await operatorContext(app, request, 'export', area);
    const memberId = await startExport(app.db, actor, body, now);
    const name = `${body.kind}-${body.from}-${body.to}${body.account ? `-${body.account}` : ''}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(exportLines(app.db, app.settings.timeZone, body, memberId)));
  });
}
