import type { FastifyInstance } from 'fastify';
import { riskWarning } from '../services/trading/risk-warning';
import { monthlyStatements } from '../services/money/statements';
import { memberCall, openCall } from './define-call';

/** A member in control (issue 44): the honest risk warning, monthly statements. */
export default async function controlRoutes(app: FastifyInstance) {
  openCall(app, 'riskWarning', () => riskWarning(app.db));
  memberCall(app, 'statements', ({ memberId, body, now }) => monthlyStatements(app.db, memberId, now, body.timeZone));
}
