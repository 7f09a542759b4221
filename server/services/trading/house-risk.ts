import { eq, sql } from 'drizzle-orm';
import type { OpenExposure } from '../../../contract/dashboard';
import { Code } from '../../../contract/envelope';
import { formatCents } from '../../../contract/money';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/messages';
import { applyRate, rateToPpm } from '../../../contract/rates';
import type { Db, Tx } from '../../db/client';
import { lockKey } from '../../db/lock-key';
import { rowsOf } from '../../db/rows';
import { rooms } from '../../db/schema';
import { ApiError } from '../../errors';
import { message } from '../../messages';
import { pick, type Localized } from '../content/localized';

/** Orders of one period wait for each other here while the house's bounds are checked (issue 43). */
const HOUSE_RISK_LOCK = 727_274_043;

/**
 * A period's book: the stakes on each side and what the house would pay beyond them if that side won, each
 * order's winnings rounded as settlement rounds them (stake × payout rate, half up to the cent).
 */
export interface Book {
  up: number;
  down: number;
  upWinnings: number;
  downWinnings: number;
}

/**
 * The house's exposure: what it loses on the worse outcome, the winners' winnings net of the other side's
 * stakes (a winner's own stake was the house's to give back). Never below zero: the house cannot gain less
 * than nothing.
 */
export const exposureOf = (b: Book) => Math.max(0, b.upWinnings - b.down, b.downWinnings - b.up);

const bookColumns = (rate: ReturnType<typeof sql>) => sql`
  coalesce(sum(o.amount) filter (where o.direction = 'up'), 0)::bigint as up,
  coalesce(sum(o.amount) filter (where o.direction = 'down'), 0)::bigint as down,
  coalesce(sum(floor(o.amount * ${rate}::numeric + 0.5)) filter (where o.direction = 'up'), 0)::bigint as up_winnings,
  coalesce(sum(floor(o.amount * ${rate}::numeric + 0.5)) filter (where o.direction = 'down'), 0)::bigint as down_winnings`;

type BookRow = Record<'up' | 'down' | 'up_winnings' | 'down_winnings', unknown>;
const bookOf = (row: BookRow | undefined): Book => ({
  up: Number(row?.up ?? 0),
  down: Number(row?.down ?? 0),
  upWinnings: Number(row?.up_winnings ?? 0),
  downWinnings: Number(row?.down_winnings ?? 0),
});

type Room = Pick<typeof rooms.$inferSelect, 'id' | 'payoutRate' | 'minStake' | 'maxMemberStake' | 'maxExposure'>;
type Direction = 'up' | 'down';

/**
 * Whether one more order would take the house's exposure past the room's bound. An order that leaves the
 * exposure no higher always passes (the bound may have been lowered below a book already open).
 */
function passesBound(book: Book, room: Room & { maxExposure: number }, direction: Direction, amount: number) {
  const winnings = applyRate(amount, rateToPpm(room.payoutRate));
  const after =
    direction === 'up'
      ? { ...book, up: book.up + amount, upWinnings: book.upWinnings + winnings }
      : { ...book, down: book.down + amount, downWinnings: book.downWinnings + winnings };
  return exposureOf(after) > Math.max(room.maxExposure, exposureOf(book));
}

/** The sides of a room's period where even its smallest order would pass the house's bound: the room screen's "full". */
export async function fullSides(db: Db, room: Room, issueNo: string): Promise<Direction[]> {
  const { maxExposure } = room;
  if (maxExposure === null) return [];
  const [row] = await rowsOf<BookRow>(
    db,
    sql`select ${bookColumns(sql`${room.payoutRate}`)} from orders o
        where o.room_id = ${room.id} and o.issue_no = ${issueNo}`,
  );
  const book = bookOf(row);
  return (['up', 'down'] as const).filter((d) => passesBound(book, { ...room, maxExposure }, d, room.minStake));
}

/**
 * Refuses (422) an order that would take the member's total stake in the period past the room's
 * `max_member_stake`, or the house's exposure past its `max_exposure`. Called in the order's transaction
 * before the order is written; orders of one period take their turn on an advisory lock, so parallel orders
 * on any instance never pass a bound together.
 */
export async function checkHouseRisk(
  tx: Tx,
  room: Room,
  periodId: number,
  memberId: number,
  order: { direction: Direction; amount: number },
  lang: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  if (room.maxMemberStake === null && room.maxExposure === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${HOUSE_RISK_LOCK}, ${lockKey(periodId)})`);
  const [row] = await rowsOf<BookRow & { mine: unknown }>(
    tx,
    sql`
    select ${bookColumns(sql`${room.payoutRate}`)},
      coalesce(sum(o.amount) filter (where o.member_id = ${memberId}), 0)::bigint as mine
    from orders o where o.period_id = ${periodId}`,
  );
  if (room.maxMemberStake !== null) {
    const mine = Number(row?.mine ?? 0);
    if (mine + order.amount > room.maxMemberStake) {
      const params = {
        max: formatCents(room.maxMemberStake),
        left: formatCents(Math.max(0, room.maxMemberStake - mine)),
      };
      throw new ApiError(Code.rule, 'memberStakeFull', { left: params.left }, message('memberStakeFull', lang, params));
    }
  }
  const { maxExposure } = room;
  if (maxExposure !== null) {
    if (passesBound(bookOf(row), { ...room, maxExposure }, order.direction, order.amount)) {
      throw new ApiError(Code.rule, order.direction === 'up' ? 'sideFullUp' : 'sideFullDown', {
        side: order.direction,
      });
    }
  }
}

/** The same for a room by its id: what the room event tells the screens following it, with the trade count. */
export async function fullSidesOfRoom(db: Db, roomId: number, issueNo: string): Promise<Direction[]> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  return room ? fullSides(db, room, issueNo) : [];
}

/** Each unsettled period's book and exposure, with its room's bound: the dashboard's live risk. */
export async function openExposure(db: Db, lang: Language = DEFAULT_LANGUAGE): Promise<OpenExposure[]> {
  const rows = await rowsOf<BookRow & Record<string, unknown>>(
    db,
    sql`
    select p.room_id, p.issue_no, to_char(p.close_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as close_at,
      r.name, r.max_exposure, ${bookColumns(sql`r.payout_rate`)}
    from periods p join rooms r on r.id = p.room_id join orders o on o.period_id = p.id
    where p.settled_at is null
    group by p.id, r.id order by p.close_at, p.room_id`,
  );
  return rows.map((row) => {
    const book = bookOf(row);
    return {
      roomId: Number(row.room_id),
      room: pick(row.name as Localized, lang),
      issueNo: String(row.issue_no),
      closeAt: String(row.close_at),
      up: book.up,
      down: book.down,
      exposure: exposureOf(book),
      maxExposure: row.max_exposure === null ? null : Number(row.max_exposure),
    };
  });
}
