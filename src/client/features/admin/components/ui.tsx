import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/utils.ts';
import { API_ERRORS, describeApiError } from '#shared/errors.ts';

/** The words for a failed call: the catalogue's for a known code. */
export function errorText(error: unknown): { title?: string; message: string } {
  if (error instanceof ApiError) return describeApiError(error.code, error.message);
  return { message: API_ERRORS.internal_error.message };
}

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <title>{`${title} · Admin · Founder Flow`}</title>
      <h2 className="text-2xl font-bold tracking-tight text-indigo-950">{title}</h2>
      {children}
    </div>
  );
}

/** Loading, failed and empty states of a query, or its content. */
export function QueryState({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; isRefetching?: boolean };
  empty?: string;
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
      <p className="rounded-3xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
        {empty}
      </p>
    );
  }
  return <>{children}</>;
}

export const card = 'rounded-3xl border border-stone-200/80 bg-white p-5 shadow-sm sm:p-6';
export const tableWrap = 'overflow-x-auto rounded-3xl border border-stone-200/80 bg-white shadow-sm';
export const table = 'w-full min-w-[40rem] text-left text-sm';
export const th = 'border-b border-stone-200 bg-stone-50 px-4 py-3 font-semibold text-indigo-950';
export const td = 'border-b border-stone-100 px-4 py-3 align-top text-stone-800';
export const selectClass =
  'h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm text-indigo-950 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';

export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= limit) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm text-stone-700">
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
      >
        Previous
      </Button>
      <span>
        {offset + 1}–{Math.min(offset + limit, total)} of {total}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={offset + limit >= total}
        onClick={() => onChange(offset + limit)}
      >
        Next
      </Button>
    </nav>
  );
}

export function Stat({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={cn(card, className)}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-indigo-950">{value}</dd>
    </div>
  );
}

export const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
    : '—';
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
