import type { FastifyInstance } from 'fastify';

import { dashboardOf } from '../../services/operators/dashboard/dashboard';
import { operatorCall } from './operator-call';

/** The console's first page: the business in figures over a range of days in the operators' time zone. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  operatorCall(app, 'dashboard', ({ body, now, lang }) =>
    dashboardOf(app.db, app.settings.timeZone, body.range, now, lang),
  );
}
