import * as z from 'zod/mini';
import { accountField } from '../auth';
import { breakView } from '../breaks';
import { emptySchema, idSchema, isoTimeSchema, noControlChars } from '../envelope';
import { limitKind, limitPeriod, limitsData, periodsOf } from '../limits';
import { amountInput } from '../money';
import { consoleCall } from './console-spec';
import { CONSOLE_STALE_ON } from './stale-on';

const memberBody = z.object({ account: accountField });
/** No amount: the house sets none for this kind. */
export const houseLimitBody = z
  .object({ account: accountField, kind: limitKind, amount: z.optional(amountInput), period: limitPeriod })
  .check(z.refine((b) => periodsOf(b.kind).includes(b.period), { error: 'v.interval', path: ['period'] }));
export const breakNoteBody = z.object({
  account: accountField,
  note: z
    .string({ error: 'v.required' })
    .check(z.trim(), z.minLength(1, { error: 'v.required' }), z.maxLength(500), noControlChars),
});

/** A break as the console lists it: the member's view, whether it holds now, when it ended, operators' notes. */
const listedBreak = z.object({
  ...breakView.shape,
  id: idSchema,
  inForce: z.boolean(),
  endedAt: z.nullable(isoTimeSchema),
  notes: z.array(z.object({ at: isoTimeSchema, actor: z.string(), note: z.string() })),
});
export const memberBreaksData = z.object({ current: z.nullable(breakView), breaks: z.array(listedBreak) });

/** What protects a member from themselves (issue 44): their limits with the house's, their breaks with notes. */
export const protectionCalls = {
  memberLimits: consoleCall('members', memberBody, limitsData),
  houseLimit: consoleCall('members', houseLimitBody, limitsData, { invalidates: ['memberLimits'], emits: ['limits'] }),
  memberBreaks: consoleCall('members', memberBody, memberBreaksData, { staleOn: CONSOLE_STALE_ON.memberBreaks }),
  breakNote: consoleCall('members', breakNoteBody, emptySchema, { invalidates: ['memberBreaks'] }),
};
