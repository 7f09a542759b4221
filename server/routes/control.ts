import type { FastifyInstance } from 'fastify';
import { riskWarning } from '../services/risk-warning';
import { openCall } from './define-call';

/** A member in control (issue 44): the honest risk warning. */
export default async function controlRoutes(app: FastifyInstance) {
  openCall(app, 'riskWarning', () => riskWarning(app.db));
}
