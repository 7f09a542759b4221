import * as z from 'zod/mini';
import type { Area } from './admin';
import { accountField } from './auth';

/**
 * CSV exports of the console (`POST /admin/api/export`) and of `npm run admin -- export`: UTF-8 with a BOM,
 * RFC 4180, amounts as plain decimals, a day range in the server's TIME_ZONE (both days included).
 */
export const EXPORT_KINDS = ['ledger', 'recharges', 'withdrawals', 'orders', 'terms', 'audit', 'members'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** Who may export what: the money records are the reviewers' too, the audit log and the member list admins' only. */
export const EXPORT_AREA: Record<ExportKind, Area> = {
  ledger: 'review',
  recharges: 'review',
  withdrawals: 'review',
  orders: 'review',
  terms: 'review',
  audit: 'audit',
  members: 'operators',
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = z.string({ error: 'v.day' }).check(z.regex(DAY, { error: 'v.day' }));
const YEAR_MS = 366 * 86_400_000;

export const exportBody = z
  .object({
    kind: z.enum(EXPORT_KINDS, { error: 'v.kind' }),
    from: day,
    to: day,
    /** one member's rows only (ledger, recharges, withdrawals, orders, terms) */
    account: z.optional(accountField),
  })
  .check(
    z.refine((b) => b.from <= b.to && Date.parse(b.to) - Date.parse(b.from) < YEAR_MS, {
      error: 'v.range',
      path: ['to'],
    }),
  );
export type ExportRequest = z.infer<typeof exportBody>;
