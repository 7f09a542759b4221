import { defineCalls } from '../call-spec';
import { limitKindBody, limitsBody, limitsData, setLimitBody } from '../limits';

/** The member's own limits (issue 44 §1): read, set, and confirm or drop a change that waited 24 hours. */
export const limitsCalls = defineCalls('limits', {
  limits: [limitsBody, limitsData],
  setLimit: [setLimitBody, limitsData],
  confirmLimit: [limitKindBody, limitsData],
  dropLimitChange: [limitKindBody, limitsData],
});
