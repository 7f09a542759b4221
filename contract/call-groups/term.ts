import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';
import {
  moveInBody,
  moveOutBody,
  moveRecordPage,
  moveRecordsBody,
  termPosition,
  termPositionPage,
  termPositionsBody,
  termProductsData,
} from '../term';

/** The calls whose schemas contract/term.ts holds (contract/call-index.ts says what each needs). */
export const termCalls = defineCalls('term', {
  termProducts: [emptySchema, termProductsData],
  moveIn: [moveInBody, termPosition],
  moveOut: [moveOutBody, termPosition],
  termPositions: [termPositionsBody, termPositionPage],
  moveRecords: [moveRecordsBody, moveRecordPage],
});
