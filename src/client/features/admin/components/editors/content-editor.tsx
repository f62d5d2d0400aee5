import { ArrowLeft, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { Form, SubmitButton, type FormSchema } from '#client/components/ui/form.tsx';
import { errorText, QueryState, type QueryLike } from '#client/components/ui/query-state.tsx';
import { PageTitle } from '#client/features/admin/components/ui.tsx';
import { ContentTable, type ContentRow } from './content-list.tsx';

/** A list of news posts or library resources, with the way to write a new one. */
export function ContentListPage({
  title,
  base,
  newLabel,
  caption,
  empty,
  query,
  rows,
}: {
  title: string;
  /** The section's address, e.g. /admin/news; items are edited at base/:id, written at base/new. */
  base: string;
  newLabel: string;
  caption: string;
  empty: string;
  query: QueryLike;
  rows: ContentRow[] | undefined;
}) {
  return (
    <section>
      <PageTitle title={title}>
        <Link to={`${base}/new`} className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" />
          {newLabel}
        </Link>
      </PageTitle>
      <QueryState query={query} isEmpty={rows?.length === 0} empty={empty}>
        <ContentTable caption={caption} base={base} rows={rows ?? []} />
      </QueryState>
    </section>
  );
}

/** An editor's page: back to the list, then the form for a new item or, once loaded, a stored one. */
export function ContentEditPage({
  base,
  backLabel,
  query,
  children,
}: {
  base: string;
  backLabel: string;
  /** The stored item's query; absent for a new one. */
  query?: QueryLike;
  children: ReactNode;
}) {
  return (
    <section>
      <Link to={base} className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      {query ? <QueryState query={query}>{children}</QueryState> : children}
    </section>
  );
}

/**
 * The editor itself: its title (with a link to the published page), the form with its save button
 * and error, and beside it a card that needs the item saved first (a cover, a file).
 */
export function ContentEditorLayout<S extends FormSchema>({
  title,
  readerHref,
  schema,
  defaultValues,
  onSubmit,
  saving,
  submitLabel,
  side,
  sideBeforeSave,
  children,
}: {
  title: string;
  /** The page readers see, once published. */
  readerHref: string | null;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => void;
  saving: { isPending: boolean; error: unknown };
  submitLabel: string;
  /** The side card, once the item is saved; null before. */
  side: ReactNode | null;
  sideBeforeSave: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title}>
        {readerHref ? (
          <Link to={readerHref} className="text-sm font-semibold text-teal-800 underline">
            See it as readers do
          </Link>
        ) : null}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Form
          schema={schema}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          error={saving.error ? errorText(saving.error) : null}
          pending={saving.isPending}
          className={cardVariants({ className: 'space-y-4' })}
          actions={<SubmitButton pendingLabel="Saving…">{submitLabel}</SubmitButton>}
        >
          {children}
        </Form>
        {side ?? (
          <Card as="p" className="text-sm text-stone-600">
            {sideBeforeSave}
          </Card>
        )}
      </div>
    </>
  );
}
