import { defineCalls } from '../call-spec';
import { statementsBody, statementsData } from '../statements';

/** A member in control (issue 44): the calls of its screens under /my. */
export const controlCalls = defineCalls('control', {
  statements: [statementsBody, statementsData],
});
