import * as z from 'zod/mini';
import { idSchema } from './envelope';
import { amountInput } from './money';

/**
 * A room's bounds on one period (issue 43): the largest total stake of one member, and the house's largest
 * exposure (what it loses on the worse outcome: the winners' winnings net of the other side's stakes).
 * null: no bound.
 */
export const roomLimitsBody = z.object({
  id: idSchema,
  maxMemberStake: z.nullable(amountInput),
  maxExposure: z.nullable(amountInput),
});

/** A room in the console's settings, its bounds, and its open periods' largest exposure now. */
export interface RoomRisk {
  id: number;
  name: string;
  payoutRate: string;
  minStake: string;
  maxStake: string;
  maxMemberStake: string | null;
  maxExposure: string | null;
  /** the largest exposure among its unsettled periods now, in money */
  exposure: string;
}
