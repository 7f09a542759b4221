import type { CallInput } from '../../../../contract/calls';
import type { LimitKind } from '../../../../contract/limits';
import { useCall } from '../../../lib/query/use-call';
import type { RequestOptions } from '../../../lib/api-client';
import { write } from '../../../lib/query/writes';

/** The member's limits; the stream's `limits` event reads them again when one changes elsewhere. */
export const useLimits = () => useCall('limits', {});

export const setLimit = (input: CallInput<'setLimit'>, options?: RequestOptions) => write('setLimit', input, options);
export const confirmLimit = (kind: LimitKind) => write('confirmLimit', { kind });
export const dropLimitChange = (kind: LimitKind) => write('dropLimitChange', { kind });
