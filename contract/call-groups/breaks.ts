import { breakState, sessionResult, takeBreakBody } from '../breaks';
import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';

/** A member's time-out or self-exclusion (issue 44 §2) and the reality check's figures (§3). */
export const breakCalls = defineCalls('breaks', {
  breakState: [emptySchema, breakState],
  takeBreak: [takeBreakBody, breakState],
  askReturn: [emptySchema, breakState],
  confirmReturn: [emptySchema, breakState],
  sessionResult: [emptySchema, sessionResult],
});
