import { useCall } from '../../../lib/query/use-call';

/** The phone's own time zone: the member's months begin at its midnight. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const useStatements = () => useCall('statements', { timeZone: deviceTimeZone() });
