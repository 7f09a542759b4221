import { Code } from '../../../../contract/envelope';
import { useCall } from '../../../lib/query/use-call';

/** A positive integer id from the query, or null. */
export function parseNewsId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** One news item; a missing, malformed or unknown id is "not found", anything else can be retried. */
export function useNewsItem(id: number | null) {
  const query = useCall('new', { id: id ?? 0 }, { enabled: id !== null });
  const refused = query.error?.code === Code.notFound || query.error?.code === Code.invalid;
  return { ...query, notFound: id === null || (refused && query.data === undefined) };
}
