import { breakState, takeBreakBody } from '../breaks';
import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';

/** A member's time-out or self-exclusion (issue 44 §2): the calls of /my/breaks. */
export const breakCalls = defineCalls('breaks', {
  breakState: [emptySchema, breakState],
  takeBreak: [takeBreakBody, breakState],
  askReturn: [emptySchema, breakState],
  confirmReturn: [emptySchema, breakState],
});
