import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { markets, periods, rooms } from '../../db/schema';
import { notFound } from '../../errors';
import type { MarketSpec } from './quote-source';

export type RoomRow = typeof rooms.$inferSelect;
export interface RoomWithMarket {
  room: RoomRow;
  market: MarketSpec;
}

/** A period of a room: [openAt, closeAt) in whole seconds; issueNo "YYYYMMDD-NNNN" counts periods of the UTC day. */
export interface PeriodSlot {
  issueNo: string;
  openAt: number;
  closeAt: number;
}

export function slotAt(periodSeconds: number, second: number): PeriodSlot {
  const openAt = Math.floor(second / periodSeconds) * periodSeconds;
  return slotOpeningAt(periodSeconds, openAt);
}

function slotOpeningAt(periodSeconds: number, openAt: number): PeriodSlot {
  const day = Math.floor(openAt / 86400) * 86400;
  const n = (openAt - day) / periodSeconds + 1;
  const date = new Date(day * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return { issueNo: `${date}-${String(n).padStart(4, '0')}`, openAt, closeAt: openAt + periodSeconds };
}

/** The slot `steps` periods before the one at `second` (0 = that one). */
export function slotBefore(periodSeconds: number, second: number, steps: number): PeriodSlot {
  return slotOpeningAt(periodSeconds, slotAt(periodSeconds, second).openAt - steps * periodSeconds);
}

/** How a close compares with a reference: above is up, below is down, the same price is flat. */
export function resultOf(referenceUnits: number, closeUnits: number): 'up' | 'down' | 'flat' {
  return closeUnits > referenceUnits ? 'up' : closeUnits < referenceUnits ? 'down' : 'flat';
}

export async function roomWithMarket(db: Db | Tx, roomId: number): Promise<RoomWithMarket> {
  const [row] = await db
    .select({ room: rooms, market: markets })
    .from(rooms)
    .innerJoin(markets, eq(rooms.symbol, markets.symbol))
    .where(eq(rooms.id, roomId));
  if (!row) throw notFound();
  return row;
}

export const toSecond = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The scheduler's: every room's current and next period rows, made before their first order (which then only
 * locks its period's row). One statement a second; rows that exist are left alone.
 */
export async function openPeriods(db: Db, now: Date): Promise<void> {
  const second = toSecond(now);
  const all = await db.select({ id: rooms.id, periodSeconds: rooms.periodSeconds }).from(rooms);
  const values = all.flatMap((room) =>
    [0, 1].map((ahead) => {
      const slot = slotAt(room.periodSeconds, second + ahead * room.periodSeconds);
      const at = (s: number) => new Date(s * 1000);
      return { roomId: room.id, issueNo: slot.issueNo, openAt: at(slot.openAt), closeAt: at(slot.closeAt) };
    }),
  );
  if (values.length) await db.insert(periods).values(values).onConflictDoNothing();
}
