import { useCall } from '../../../lib/query/use-call';

/** Only the first item is ever shown, so only one is asked for. */
export const useAdBoard = () => useCall('advertisingBoard', { pageSize: 1 });
