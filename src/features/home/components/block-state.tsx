import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { Loaded } from './use-load';

interface BlockStateProps<T> {
  loaded: Loaded<T>;
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
  const { state, reload } = loaded;
  if (state.status === 'loading') return skeleton;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={() => void reload()} />;
  if (isEmpty(state.data)) return empty ?? <EmptyState text={emptyText} />;
  return children(state.data);
}
