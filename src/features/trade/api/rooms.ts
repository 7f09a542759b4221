import { useCall } from '../../../lib/query/use-call';

export const useRooms = () => useCall('rooms', {});
