import { useCall } from '../../../lib/query/use-call';

export const useNotices = () => useCall('notice', {});
