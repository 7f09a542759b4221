import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { Query } from '../../../lib/query/use-query';

interface BlockStateProps<T> {
  loaded: Query<T>;
  /** what stands in while loading, the block's own size so nothing shifts */
  skeleton: ReactNode;
  isEmpty: (data: T) => boolean;
  /** defaults to the shared empty state with this text */
  emptyText: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A home block's loading, error (with retry), empty and ready states. */
export function BlockState<T>({ loaded, skeleton, isEmpty, emptyText, empty, children }: BlockStateProps<T>) {
  const { data } = loaded;
  if (data === undefined) {
    if (loaded.status === 'error')
      return <ErrorState message={loaded.error?.msg} onRetry={() => void loaded.refetch()} />;
    return skeleton;
  }
  if (isEmpty(data)) return empty ?? <EmptyState text={emptyText} />;
  return children(data);
}
