import { Bookmark, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { useBookmark, useDownload } from '#client/features/library/api/resource-actions.ts';
import { signInHref } from '#client/lib/auth-links.ts';
import { describeApiError } from '#shared/errors.ts';
import type { ResourceDetail } from '#shared/schemas/library.ts';
import { ApiError } from '#client/lib/api-client.ts';

const messageOf = (error: Error) =>
  error instanceof ApiError ? describeApiError(error.code, error.message).message : error.message;

/** Bookmark and, for templates, download; visitors are offered to sign in for either. */
export function ResourceActions({ resource, userId }: { resource: ResourceDetail; userId: string | null }) {
  const here = `/library/${resource.slug}`;
  const bookmark = useBookmark(resource.slug, userId);
  const download = useDownload(resource.slug);
  const failure = bookmark.error ?? download.error;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {resource.file && !resource.locked ? (
          userId ? (
            <Button onClick={() => download.mutate()} disabled={download.isPending}>
              <Download aria-hidden="true" />
              {download.isPending ? 'Preparing download...' : `Download .${resource.file.format}`}
            </Button>
          ) : (
            <Link to={signInHref(here)} className={buttonVariants()}>
              <Download aria-hidden="true" />
              Sign in to download
            </Link>
          )
        ) : null}
        {userId ? (
          <Button
            variant="outline"
            aria-pressed={resource.bookmarked}
            onClick={() => bookmark.mutate(!resource.bookmarked)}
          >
            <Bookmark aria-hidden="true" fill={resource.bookmarked ? 'currentColor' : 'none'} />
            {resource.bookmarked ? 'Bookmarked' : 'Bookmark'}
          </Button>
        ) : (
          <Link to={signInHref(here)} className={buttonVariants({ variant: 'outline' })}>
            <Bookmark aria-hidden="true" />
            Sign in to bookmark
          </Link>
        )}
      </div>
      {failure ? <ErrorNotice size="inline" message={messageOf(failure)} /> : null}
    </div>
  );
}
