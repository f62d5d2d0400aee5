import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { API_ERRORS, describeApiError } from '#shared/errors.ts';

/** The words for a failed call: the catalogue's heading and message for a known code. */
export function errorText(error: unknown): { title?: string; message: string } {
  if (error instanceof ApiError) return describeApiError(error.code, error.message);
  return { message: API_ERRORS.internal_error.message };
}

/** What `QueryState` reads of a TanStack query. */
export interface QueryLike {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching?: boolean;
}

/**
 * A query's loading, failed and empty states, or its content: a spinner while it loads, the error
 * with 'Try again' when it failed, a dashed card with `empty` when `isEmpty`, else the children.
 */
export function QueryState({
  query,
  empty,
  isEmpty = false,
  children,
}: {
  query: QueryLike;
  empty?: ReactNode;
  isEmpty?: boolean;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="sm" />
      </div>
    );
  }
  if (query.error) {
    return (
      <ErrorNotice
        {...errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (isEmpty) {
    return (
      <Card as="p" variant="dashed">
        {empty}
      </Card>
    );
  }
  return <>{children}</>;
}
