import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { type RoomRisk } from '../../../contract/house-risk';
import { formatCents } from '../../../contract/money';
import { rooms } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from '../../services/operators/audit';
import { openExposure } from '../../services/trading/house-risk';
import { pick } from '../../services/content/localized';
import { operatorCall } from './operator-call';

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** The rooms' bounds on a period, beside what their open periods expose the house to now (admins). */
export default async function adminRoomRoutes(app: FastifyInstance) {
  operatorCall(app, 'rooms', async ({ lang }): Promise<RoomRisk[]> => {
    const [rows, open] = await Promise.all([
      app.db.select().from(rooms).orderBy(asc(rooms.id)),
      openExposure(app.db, lang),
    ]);
    return rows.map((room) => ({
      id: room.id,
      name: pick(room.name, lang),
      payoutRate: room.payoutRate,
      minStake: formatCents(room.minStake),
      maxStake: formatCents(room.maxStake),
      maxMemberStake: money(room.maxMemberStake),
      maxExposure: money(room.maxExposure),
      exposure: formatCents(Math.max(0, ...open.filter((p) => p.roomId === room.id).map((p) => p.exposure))),
    }));
  });

  operatorCall(app, 'roomLimits', async ({ body, now, actor }) => {
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(rooms).where(eq(rooms.id, body.id)).for('update');
      if (!before) throw notFound();
      const set = { maxMemberStake: body.maxMemberStake, maxExposure: body.maxExposure };
      await tx.update(rooms).set(set).where(eq(rooms.id, body.id));
      await audit(
        tx,
        actor,
        {
          action: 'room.limits',
          target: String(body.id),
          before: { maxMemberStake: money(before.maxMemberStake), maxExposure: money(before.maxExposure) },
          after: { maxMemberStake: money(set.maxMemberStake), maxExposure: money(set.maxExposure) },
        },
        now,
      );
    });
    return {};
  });
}
