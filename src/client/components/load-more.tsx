import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

/**
 * The end of a paged list that loads on request: loading, a failed page with a retry, the button
 * for the next page, or a line saying that was all.
 */
export function LoadMore({
  pages: { isFetchingNextPage, error, hasNextPage, fetchNextPage },
  texts,
}: {
  pages: {
    isFetchingNextPage: boolean;
    error: Error | null;
    hasNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  texts: { loading: string; failed: string; more: string; end: string };
}) {
  return (
    <div className="mt-8 flex min-h-12 justify-center">
      {isFetchingNextPage ? (
        <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
          <Spinner size="sm" label="Loading" />
          {texts.loading}
        </p>
      ) : error ? (
        <ErrorNotice message={`${texts.failed}: ${error.message}`} onRetry={() => void fetchNextPage()} />
      ) : hasNextPage ? (
        <Button variant="outline" onClick={() => void fetchNextPage()}>
          {texts.more}
        </Button>
      ) : (
        <p className="text-sm text-stone-600">{texts.end}</p>
      )}
    </div>
  );
}
