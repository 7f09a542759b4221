import { useCall } from '../../../lib/query/use-call';

/** The risk warning the server computes once a day. */
export const useRiskWarning = () => useCall('riskWarning', {});
