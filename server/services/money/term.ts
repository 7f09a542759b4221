import { limitBreach } from '../../../contract/amount-limits';
import { and, eq } from 'drizzle-orm';
import type { CallBody } from '../../../contract/calls';
import type { Language } from '../../../contract/messages';
import { formatCents } from '../../../contract/money';
import { termInterestCents } from '../../../contract/term';
import type { Tx } from '../../db/client';
import { moveRecords, termPositions, termProducts } from '../../db/schema';
import { notFound, rule } from '../../errors';
import { moveMoney } from './ledger';
import { pick } from '../content/localized';
import { refuseDuringBreak } from '../protection/breaks';

type PositionRow = typeof termPositions.$inferSelect;
const DAY_MS = 86_400_000;

/** Interest for whole days elapsed, capped at the term (information; paid only at maturity). */
function accruedCents(p: PositionRow, now: Date): number {
  const days = Math.min(p.days, Math.max(0, Math.floor((now.getTime() - p.startAt.getTime()) / DAY_MS)));
  return termInterestCents(p.amount, p.annualRate, days);
}

export function positionItem(p: PositionRow, now: Date, lang: Language) {
  const active = p.status === 'active';
  return {
    id: p.id,
    productId: p.productId,
    name: pick(p.name, lang),
    amount: formatCents(p.amount),
    annualRate: p.annualRate,
    startAt: p.startAt.toISOString(),
    maturesAt: p.maturesAt.toISOString(),
    status: p.status as 'active' | 'redeemed',
    interest: formatCents(active ? termInterestCents(p.amount, p.annualRate, p.days) : (p.interestPaid ?? 0)),
    accrued: formatCents(active ? accruedCents(p, now) : (p.interestPaid ?? 0)),
  };
}

/** Balance → term balance under a new position of the product (limits from the product). */
export async function moveIn(tx: Tx, memberId: number, body: CallBody<'moveIn'>, now: Date, lang: Language) {
  await refuseDuringBreak(tx, memberId, now, lang);
  const [product] = await tx
    .select()
    .from(termProducts)
    .where(and(eq(termProducts.id, body.productId), eq(termProducts.active, true)));
  if (!product) throw notFound();
  if (limitBreach(body.amount, product.minAmount, product.maxAmount)) throw rule('termRange');
  const [position] = await tx
    .insert(termPositions)
    .values({
      memberId,
      productId: product.id,
      name: product.name,
      amount: body.amount,
      annualRate: product.annualRate,
      days: product.days,
      startAt: now,
      maturesAt: new Date(now.getTime() + product.days * DAY_MS),
      status: 'active',
    })
    .returning();
  const p = position!;
  await moveMoney(
    tx,
    memberId,
    { balance: -p.amount, term: p.amount, kind: 'term_in', refType: 'term_position', refId: p.id },
    now,
  );
  await tx
    .insert(moveRecords)
    .values({ memberId, positionId: p.id, direction: 'in', amount: p.amount, interest: 0, createdAt: now });
  return positionItem(p, now, lang);
}

/** Term balance → balance: the principal, plus the interest when matured (none before). */
export async function moveOut(tx: Tx, memberId: number, positionId: number, now: Date, lang: Language) {
  const [position] = await tx
    .select()
    .from(termPositions)
    .where(and(eq(termPositions.id, positionId), eq(termPositions.memberId, memberId)))
    .for('update');
  if (!position) throw notFound();
  if (position.status !== 'active') throw rule('positionRedeemed');
  const matured = now.getTime() >= position.maturesAt.getTime();
  const interest = matured ? termInterestCents(position.amount, position.annualRate, position.days) : 0;
  const [redeemed] = await tx
    .update(termPositions)
    .set({ status: 'redeemed', interestPaid: interest, redeemedAt: now })
    .where(eq(termPositions.id, position.id))
    .returning();
  await moveMoney(
    tx,
    memberId,
    {
      balance: position.amount + interest,
      term: -position.amount,
      kind: 'term_out',
      refType: 'term_position',
      refId: position.id,
    },
    now,
  );
  await tx
    .insert(moveRecords)
    .values({ memberId, positionId: position.id, direction: 'out', amount: position.amount, interest, createdAt: now });
  return positionItem(redeemed!, now, lang);
}
