import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

export const takeBreak = (body: CallInput<'takeBreak'>) => write('takeBreak', body);
export const askReturn = () => write('askReturn', {});
export const confirmReturn = () => write('confirmReturn', {});
