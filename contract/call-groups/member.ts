import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';
import { balanceData, userInfoSchema } from '../member';

/** The signed-in member's own reads, on every screen, and signing out (contract/call-index.ts says what each needs). */
export const memberCalls = defineCalls('member', {
  logout: [emptySchema, emptySchema],
  userInfo: [emptySchema, userInfoSchema],
  balance: [emptySchema, balanceData],
});
