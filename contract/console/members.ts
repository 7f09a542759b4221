import * as z from 'zod/mini';
import {
  auditBody,
  memberListBody,
  memberLookupBody,
  memberPasskeyBody,
  memberRecordsBody,
  resetCodeBody,
} from '../admin';
import { accountField } from '../auth';
import { emptySchema, idSchema, isoTimeSchema, pageOf } from '../envelope';
import { moneyString } from '../money';
import { passkeyItem } from '../passkeys';
import { statementsData, timeZoneSchema } from '../statements';
import { orderPage } from '../trade';
import { cardPage, rechargePage, walletPage, withdrawPage } from '../wallet';
import { consoleCall } from './console-spec';
import { consoleBill, memberSummary } from './review';
import { CONSOLE_STALE_ON } from './stale-on';

/** A member's page: profile, balances and whether Σ bills = balance, push devices, passkeys, the ledger. */
export const memberData = z.object({
  ...memberSummary.shape,
  profile: z.object({ realName: z.string(), phone: z.string(), email: z.string() }),
  reconciliation: z.object({ billsTotal: moneyString, matches: z.boolean() }),
  /** devices that receive the member's notices; nothing of what they say */
  pushDevices: z.int(),
  ledger: pageOf(consoleBill),
  passkeys: z.array(passkeyItem),
});

export const memberRow = z.object({
  id: idSchema,
  account: z.string(),
  nickname: z.string(),
  balance: moneyString,
  createdAt: isoTimeSchema,
});

/** One page of the kind of records asked, as the member's own screens list them. */
export const memberRecordsData = z.union([cardPage, walletPage, rechargePage, withdrawPage, orderPage]);

/** A password reset code for customer service to read out, and when it stops working. */
export const resetCodeData = z.object({ code: z.string(), expiresAt: isoTimeSchema });

const change = z.object({ field: z.string(), before: z.nullable(z.string()), after: z.nullable(z.string()) });
/** An audit entry made readable: ids named by account, the money record's amount, what changed field by field. */
export const auditRow = z.object({
  id: idSchema,
  at: isoTimeSchema,
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  subject: z.object({
    member: z.optional(z.string()),
    operator: z.optional(z.string()),
    amount: z.optional(moneyString),
  }),
  changes: z.array(change),
  address: z.string(),
});

export const memberStatementsBody = z.object({ account: accountField, timeZone: z.optional(timeZoneSchema) });

export const memberCalls = {
  member: consoleCall('members', memberLookupBody, memberData, { staleOn: CONSOLE_STALE_ON.member }),
  members: consoleCall('members', memberListBody, pageOf(memberRow)),
  memberRecords: consoleCall('members', memberRecordsBody, memberRecordsData, { staleOn: CONSOLE_STALE_ON.memberRecords }),
  memberStatements: consoleCall('members', memberStatementsBody, statementsData),
  removeMemberPasskey: consoleCall('members', memberPasskeyBody, emptySchema, {
    invalidates: ['member'],
    emits: ['security'],
  }),
  resetCode: consoleCall('members', resetCodeBody, resetCodeData),
  audit: consoleCall('audit', auditBody, pageOf(auditRow)),
};
