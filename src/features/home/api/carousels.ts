import { useCall } from '../../../lib/query/use-call';

export const useCarousels = () => useCall('carousels', {});
