// A failed query's error state with its Retry (decision 0045): the message read from the error, Retry refetches.
import { ErrorState } from '../ErrorState';
import { queryErrorMessage } from './errors';

export function QueryErrorState({
  query,
  title,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  title?: string;
}) {
  return (
    <ErrorState
      message={queryErrorMessage(query.error) ?? ''}
      onRetry={() => void query.refetch()}
      {...(title === undefined ? {} : { title })}
    />
  );
}
