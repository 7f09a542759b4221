import type { FastifyInstance } from 'fastify';
import { bills } from '../db/schema';
import { memberCall } from './define-call';
import { pageOf } from './page-of';
import { withBillRefs } from '../services/money/record-ref';
import { billItem, myRecords } from './member-records';

/** The member's ledger (賬變). */
export default async function billRoutes(app: FastifyInstance) {
  const db = app.db;

  memberCall(app, 'bills', ({ memberId, body, lang }) =>
    pageOf(db, bills, body, myRecords(app, 'bill', bills, { memberId, body, lang }, [bills.kind, body.kind]), (b) =>
      withBillRefs(app, memberId, billItem(b)),
    ),
  );
}
