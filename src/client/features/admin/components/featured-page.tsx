import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { notify } from '#client/lib/notify.ts';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { FEATURED_MAX, FEATURED_SHOWN } from '#shared/schemas/admin.ts';
import { sessionsQuery, useSetFeatured } from '#client/features/admin/api/admin-api.ts';
import type { OrderItem } from './order-list.tsx';
import { OrderListField, orderItemsSchema } from './order-list-field.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { PageTitle } from './ui.tsx';

/** The newest hundred sessions, alphabetically, to choose from. */
const byTitle = (items: { id: string; title: string }[]) =>
  items.map((s) => ({ id: s.id, title: s.title })).sort((a, b) => a.title.localeCompare(b.title));

/** The featured sessions: the landing shows the first four, in this order. */
export function FeaturedPage() {
  const featured = useQuery(sessionsQuery({ featured: 'true', active: 'true', limit: 100 }));
  const active = useQuery(sessionsQuery({ active: 'true', sort: 'newest', limit: 100 }));
  return (
    <section>
      <PageTitle title="Featured sessions" />
      <QueryState query={featured}>
        {featured.data ? (
          <FeaturedEditor
            initial={[...featured.data.items]
              .sort((a, b) => (a.featuredPosition ?? 99) - (b.featuredPosition ?? 99))
              .map((s) => ({ id: s.id, title: s.title }))}
            options={byTitle(active.data?.items ?? [])}
          />
        ) : null}
      </QueryState>
    </section>
  );
}

const featuredFormSchema = z.object({
  items: orderItemsSchema.max(FEATURED_MAX, `At most ${FEATURED_MAX} sessions`),
});

function FeaturedEditor({ initial, options }: { initial: OrderItem[]; options: OrderItem[] }) {
  const save = useSetFeatured();
  return (
    <Form
      schema={featuredFormSchema}
      defaultValues={{ items: initial }}
      onSubmit={({ items }) =>
        save.mutate(
          items.map((i) => i.id),
          { onSuccess: () => void notify('success', 'Featured sessions saved.') },
        )
      }
      error={save.error ? errorText(save.error) : null}
      pending={save.isPending}
      className={cardVariants({ className: 'max-w-2xl space-y-4' })}
      actions={<SubmitButton pendingLabel="Saving…">Save order</SubmitButton>}
    >
      <p className="text-sm text-stone-600">
        The home page shows the first {FEATURED_SHOWN} in this order; the rest wait in reserve (up to{' '}
        {FEATURED_MAX}). Visitors see a change within five minutes.
      </p>
      <OrderListField
        name="items"
        label="Featured sessions in order"
        addLabel="Add a session"
        options={options}
        max={FEATURED_MAX}
      />
    </Form>
  );
}
