import { useCall } from '../../../lib/query/use-call';

export const useTermProducts = () => useCall('termProducts', {});
