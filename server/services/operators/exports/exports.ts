import { sql, type SQL } from 'drizzle-orm';
import type { ExportKind, ExportRequest } from '../../../../contract/exports';
import { formatCents } from '../../../../contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members } from '../../../db/schema';
import { notFound } from '../../../errors';
import { audit, type Actor } from '../audit';
import { rowsOf } from '../../../db/rows';
import { dayStarts, shiftDay } from '../dashboard/days';
import { CSV_BOM } from '../../../../contract/csv';
import { csvLine, type Cell } from './csv';

/** Rows read per query: a year of bills goes out a batch at a time, never held in memory at once. */
const BATCH = 2000;

type Row = Record<string, unknown> & { id: number | string };
const money = (value: unknown) => (value === null || value === undefined ? null : formatCents(Number(value)));
const text = (value: unknown): Cell => (value === null || value === undefined ? null : { text: String(value) });
const plain = (value: unknown) => (value === null || value === undefined ? null : String(value));
const json = (value: unknown): Cell => (value === null || value === undefined ? null : { text: JSON.stringify(value) });

interface ExportSpec {
  header: string[];
  /** the table (with its members join), its alias, and the columns the range and the member filter */
  from: string;
  alias: string;
  time: string;
  member: string | null;
  /** the columns, times written in the zone (`local`) */
  select: (zone: string) => SQL;
  cells: (row: Row) => Cell[];
}

/** A time column in the zone, to the second: what a spreadsheet reads as a date and time. */
const local = (column: string, zone: string, as: string) =>
  sql`to_char(${sql.raw(column)} at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as ${sql.raw(as)}`;
const withMember = (table: string, alias: string) => `${table} ${alias} join members m on m.id = ${alias}.member_id`;

/** A member's request an operator reviews: its id, time and account, its own columns, then the review. */
const reviewedRequest = (table: string, header: string[], columns: string, cells: (x: Row) => Cell[]): ExportSpec => ({
  header: ['id', 'time', 'account', ...header, 'reviewed_at', 'review_note'],
  from: withMember(table, 'x'),
  alias: 'x',
  time: 'x.created_at',
  member: 'x.member_id',
  select: (zone) =>
    sql`x.id, ${local('x.created_at', zone, 'at')}, m.account, ${sql.raw(columns)},
      ${local('x.reviewed_at', zone, 'reviewed')}, x.review_note`,
  cells: (x) => [x.id as number, plain(x.at), text(x.account), ...cells(x), plain(x.reviewed), text(x.review_note)],
});

const SPECS: Record<ExportKind, ExportSpec> = {
  ledger: {
    header: ['id', 'time', 'account', 'kind', 'amount', 'balance_after', 'ref_type', 'ref_id', 'memo'],
    from: withMember('bills', 'b'),
    alias: 'b',
    time: 'b.created_at',
    member: 'b.member_id',
    select: (zone) =>
      sql`b.id, ${local('b.created_at', zone, 'at')}, m.account, b.kind, b.amount, b.balance_after, b.ref_type, b.ref_id, b.memo`,
    cells: (b) => [
      b.id as number,
      plain(b.at),
      text(b.account),
      plain(b.kind),
      money(b.amount),
      money(b.balance_after),
      plain(b.ref_type),
      plain(b.ref_id),
      text(b.memo),
    ],
  },
  recharges: reviewedRequest(
    'recharges',
    ['method', 'amount', 'status', 'reference'],
    'x.method, x.amount, x.status, x.reference',
    (x) => [plain(x.method), money(x.amount), plain(x.status), text(x.reference)],
  ),
  withdrawals: reviewedRequest(
    'withdrawals',
    ['amount', 'fee', 'to', 'status'],
    'x.amount, x.fee, x.target_label, x.status',
    (x) => [money(x.amount), money(x.fee), text(x.target_label), plain(x.status)],
  ),
  orders: {
    header: [
      'id',
      'time',
      'account',
      'room_id',
      'issue_no',
      'direction',
      'amount',
      'status',
      'payout',
      'reference_price',
      'close_price',
      'settled_at',
    ],
    from: withMember('orders', 'o'),
    alias: 'o',
    time: 'o.created_at',
    member: 'o.member_id',
    select: (zone) =>
      sql`o.id, ${local('o.created_at', zone, 'at')}, m.account, o.room_id, o.issue_no, o.direction, o.amount, o.status,
        o.payout, o.reference_price, o.close_price, ${local('o.settled_at', zone, 'settled')}`,
    cells: (o) => [
      o.id as number,
      plain(o.at),
      text(o.account),
      plain(o.room_id),
      plain(o.issue_no),
      plain(o.direction),
      money(o.amount),
      plain(o.status),
      money(o.payout),
      plain(o.reference_price),
      plain(o.close_price),
      plain(o.settled),
    ],
  },
  terms: {
    header: [
      'id',
      'start',
      'account',
      'product_id',
      'amount',
      'annual_rate',
      'days',
      'matures_at',
      'status',
      'interest_paid',
      'redeemed_at',
    ],
    from: withMember('term_positions', 't'),
    alias: 't',
    time: 't.start_at',
    member: 't.member_id',
    select: (zone) =>
      sql`t.id, ${local('t.start_at', zone, 'at')}, m.account, t.product_id, t.amount, t.annual_rate, t.days,
        ${local('t.matures_at', zone, 'matures')}, t.status, t.interest_paid, ${local('t.redeemed_at', zone, 'redeemed')}`,
    cells: (t) => [
      t.id as number,
      plain(t.at),
      text(t.account),
      plain(t.product_id),
      money(t.amount),
      plain(t.annual_rate),
      plain(t.days),
      plain(t.matures),
      plain(t.status),
      money(t.interest_paid),
      plain(t.redeemed),
    ],
  },
  audit: {
    header: ['id', 'time', 'actor', 'action', 'target', 'before', 'after', 'address'],
    from: 'audit_log a',
    alias: 'a',
    time: 'a.at',
    member: null,
    select: (zone) =>
      sql`a.id, ${local('a.at', zone, 'at')}, a.actor, a.action, a.target, a.before, a.after, a.address`,
    cells: (a) => [
      a.id as number,
      plain(a.at),
      text(a.actor),
      plain(a.action),
      text(a.target),
      json(a.before),
      json(a.after),
      plain(a.address),
    ],
  },
  members: {
    header: ['id', 'joined', 'account', 'nickname', 'real_name', 'phone', 'email', 'balance', 'frozen', 'term_balance'],
    from: 'members m',
    alias: 'm',
    time: 'm.created_at',
    member: 'm.id',
    select: (zone) =>
      sql`m.id, ${local('m.created_at', zone, 'at')}, m.account, m.nickname, m.real_name, m.phone, m.email, m.balance,
        m.frozen, m.term_balance`,
    cells: (m) => [
      m.id as number,
      plain(m.at),
      text(m.account),
      text(m.nickname),
      text(m.real_name),
      text(m.phone),
      text(m.email),
      money(m.balance),
      money(m.frozen),
      money(m.term_balance),
    ],
  },
};

/** The rows of an export after `afterId`, within the range (and the member's only when given), by id. */
function batchQuery(
  spec: ExportSpec,
  r: { from: string; to: string; zone: string; memberId: number | null },
  afterId: number,
) {
  const id = sql.raw(`${spec.alias}.id`);
  const time = sql.raw(spec.time);
  const member = spec.member && r.memberId !== null ? sql`${sql.raw(spec.member)} = ${r.memberId}` : sql`true`;
  return sql`select ${spec.select(r.zone)} from ${sql.raw(spec.from)}
    where ${time} >= ${r.from}::timestamptz and ${time} < ${r.to}::timestamptz and ${member} and ${id} > ${afterId}
    order by ${id} limit ${BATCH}`;
}

/**
 * The CSV of an export, a line at a time (the BOM before the header): the database is read a batch of rows
 * per query after the last id, so memory stays flat whatever the range holds.
 */
export async function* exportLines(
  db: Db,
  zone: string,
  request: ExportRequest,
  memberId: number | null,
): AsyncGenerator<string> {
  const spec = SPECS[request.kind];
  const [from, to] = await dayStarts(db, zone, [request.from, shiftDay(request.to, 1)]);
  const range = { from: from!.toISOString(), to: to!.toISOString(), zone, memberId };
  yield CSV_BOM + csvLine(spec.header);
  for (let afterId = 0; ;) {
    const rows = await rowsOf<Row>(db, batchQuery(spec, range, afterId));
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(spec.cells(row))).join('');
    afterId = Number(rows[rows.length - 1]!.id);
    if (rows.length < BATCH) return;
  }
}

/**
 * Before an export goes out: the member it is limited to (404 for an account nobody has), and its audit row
 * (who, what, which days, whose).
 */
export async function startExport(db: Db, actor: Actor, request: ExportRequest, now: Date): Promise<number | null> {
  let memberId: number | null = null;
  if (request.account) {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, request.account));
    if (!member) throw notFound();
    memberId = member.id;
  }
  const after = { from: request.from, to: request.to, ...(request.account ? { account: request.account } : {}) };
  await db.transaction((tx) =>
    audit(tx, actor, { action: `export.${request.kind}`, target: `${request.from}..${request.to}`, after }, now),
  );
  return memberId;
}
